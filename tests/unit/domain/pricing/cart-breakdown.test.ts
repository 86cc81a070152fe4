import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { RECEIVE_TICKETS_METHODS } from '#domain/booking/payment-form.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import { COURIER_SHIPPING_COST } from '#domain/pricing/fare-breakdown.ts';

describe('the cart breakdown', () => {
  it('charges the fares and courier shipping only, in whole cents', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 500_000 }), { minLength: 1, maxLength: 5 }),
        fc.constantFrom(...RECEIVE_TICKETS_METHODS),
        (totals, method) => {
          const breakdown = cartBreakdown(totals, method);
          const fares = totals.reduce((sum, total) => sum + total, 0);
          expect(breakdown.subtotal).toBe(fares);
          expect(breakdown.finalPrice).toBe(fares + (method === 'courier' ? COURIER_SHIPPING_COST : 0));
          expect(Number.isSafeInteger(breakdown.finalPrice)).toBe(true);
          expect(breakdown.serviceFee + breakdown.extraCost + breakdown.discount).toBe(0);
        },
      ),
    );
  });
});
