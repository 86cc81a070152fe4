import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkLegPricing } from '#domain/pricing/leg-pricing.ts';
import { aLegPricing } from '../support/builders.ts';

const totals = fc.record({
  passengerPrices: fc.nat(500_000),
  vehiclePrices: fc.nat(500_000),
  trailerPrices: fc.nat(500_000),
  servicePrices: fc.nat(500_000),
  petPrices: fc.nat(500_000),
});

const refused = { ok: false, error: { code: 'unableToCalculatePrice', fields: [] } };

describe('a leg price from a company', () => {
  it('is taken when its trip total is the sum of the five group totals, for any amounts', () => {
    fc.assert(
      fc.property(totals, (groups) => {
        const pricing = aLegPricing('T1', groups);
        expect(checkLegPricing(pricing)).toEqual({ ok: true, value: pricing });
      }),
    );
  });

  it('is refused when its trip total is anything but that sum', () => {
    fc.assert(
      fc.property(
        totals,
        fc.integer({ min: -1000, max: 1000 }).filter((d) => d !== 0),
        (groups, delta) => {
          const pricing = aLegPricing('T1', groups);
          expect(checkLegPricing({ ...pricing, tripTotal: pricing.tripTotal + delta })).toEqual(refused);
        },
      ),
    );
  });

  it('is refused with a negative or fractional amount', () => {
    const pricing = aLegPricing('T1', { passengerPrices: 3900 });
    const negative = { ...pricing, servicePrices: { items: [], total: -1 }, tripTotal: 3899 };
    expect(checkLegPricing(negative)).toEqual(refused);
    const line = { ...pricing.passengerPrices.items[0]!, total: 39.5 };
    expect(checkLegPricing({ ...pricing, passengerPrices: { items: [line], total: 3900 } })).toEqual(refused);
  });
});
