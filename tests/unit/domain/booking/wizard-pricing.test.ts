import { describe, expect, it } from 'vitest';
import { selectTrip } from '../../../../src/domain/booking/wizard.ts';
import { receivePricing } from '../../../../src/domain/booking/wizard-pricing.ts';
import type { LegPricingResponse } from '../../../../src/domain/pricing/leg-pricing.ts';
import { aSearch, aTrip, aWizard } from '../support/builders.ts';

const response: LegPricingResponse = {
  passengerPrices: { items: [{ index: 0, amount: 3900 }], total: 3900 },
  vehiclePrices: { items: [], total: 8000 },
  trailerPrices: { items: [], total: 2000 },
  servicePrices: { items: [], total: 150 },
  petPrices: { items: [], total: 500 },
  departureDatetime: '2026-07-01T07:25:00+03:00',
};

const selected = () => selectTrip(aWizard(aSearch('roundTrip')), 0, aTrip());

describe('pricing received by the wizard', () => {
  it('sums passenger, vehicle, trailer, service and pet totals into the leg trip total and the booking total', () => {
    const result = receivePricing(selected(), 0, response);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.value.pricingResponse[0]?.tripTotal).toBe(14550);
    expect(result.value.bookingRequest[0]?.tripTotal).toBe(14550);
    expect(result.value.total).toBe(14550);
  });

  it('replaces an earlier price of the same leg', () => {
    const first = receivePricing(selected(), 0, response);
    if (!first.ok) throw new Error('priced');
    const again = receivePricing(first.value, 0, { ...response, petPrices: { items: [], total: 0 } });
    expect(again.ok && again.value.pricingResponse.map((p) => p.tripTotal)).toEqual([14050]);
  });

  it('fails with unableToCalculatePrice for a leg with no selected trip', () => {
    expect(receivePricing(selected(), 1, response)).toEqual({
      ok: false,
      error: { code: 'unableToCalculatePrice', fields: [] },
    });
  });

  it('fails with unableToCalculatePrice when an amount is negative or not whole cents', () => {
    const negative = { ...response, servicePrices: { items: [], total: -1 } };
    expect(receivePricing(selected(), 0, negative).ok).toBe(false);
    const fractional = { ...response, passengerPrices: { items: [{ index: 0, amount: 39.5 }], total: 3900 } };
    expect(receivePricing(selected(), 0, fractional).ok).toBe(false);
  });
});
