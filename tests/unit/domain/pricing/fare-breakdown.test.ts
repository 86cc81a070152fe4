import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COURIER_SHIPPING_COST, fareBreakdown, shippingCost } from '#domain/pricing/fare-breakdown.ts';

describe('fare breakdown', () => {
  it('charges 3.00 € shipping for courier delivery only', () => {
    expect(COURIER_SHIPPING_COST).toBe(300);
    expect(shippingCost('courier')).toBe(300);
    expect(shippingCost('portPickup')).toBe(0);
    expect(shippingCost('eTicket')).toBe(0);
  });

  it('applies the discount to the subtotal and adds fee, shipping and extra cost', () => {
    expect(
      fareBreakdown({
        tripTotals: [10050, 8000],
        discount: { kind: 'percentage', basisPoints: 1000 },
        serviceFee: 250,
        receiveTicketsMethod: 'courier',
        extraCost: 99,
        creditLimit: null,
      }),
    ).toEqual({
      tripTotals: [10050, 8000],
      subtotal: 18050,
      discount: 1805,
      serviceFee: 250,
      shippingCost: 300,
      total: 16795,
      extraCost: 99,
      finalPrice: 16894,
      creditLimit: null,
    });
  });

  it('always has components that sum to the total and final price, in whole cents', () => {
    const cents = fc.nat(1_000_000);
    const discount = fc.option(
      fc.oneof(
        fc
          .integer({ min: 0, max: 10_000 })
          .map((basisPoints) => ({ kind: 'percentage' as const, basisPoints })),
        cents.map((amount) => ({ kind: 'fixed' as const, amount })),
      ),
    );
    fc.assert(
      fc.property(
        fc.array(cents, { maxLength: 6 }),
        discount,
        cents,
        fc.constantFrom('portPickup' as const, 'courier' as const, 'eTicket' as const),
        cents,
        (tripTotals, d, serviceFee, method, extraCost) => {
          const b = fareBreakdown({
            tripTotals,
            discount: d,
            serviceFee,
            receiveTicketsMethod: method,
            extraCost,
            creditLimit: 0,
          });
          expect(b.subtotal).toBe(tripTotals.reduce((s, t) => s + t, 0));
          expect(b.total).toBe(b.subtotal - b.discount + b.serviceFee + b.shippingCost);
          expect(b.finalPrice).toBe(b.total + b.extraCost);
          expect(b.discount).toBeGreaterThanOrEqual(0);
          expect(b.discount).toBeLessThanOrEqual(b.subtotal);
          for (const value of [b.subtotal, b.discount, b.total, b.finalPrice])
            expect(Number.isSafeInteger(value)).toBe(true);
        },
      ),
    );
  });
});
