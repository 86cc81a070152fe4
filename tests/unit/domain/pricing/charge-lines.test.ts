import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { chargeLines, chargeLinesTotal, checkChargeLines } from '#domain/pricing/charge-lines.ts';
import { pricedCarts } from '../../../support/priced-cart-arbitrary.ts';

describe('an order’s charge lines', () => {
  it('add up to the final price of any cart', () => {
    fc.assert(
      fc.property(pricedCarts, (cart) => {
        const lines = chargeLines(cart.legs, cart.breakdown);
        expect(chargeLinesTotal(lines)).toBe(cart.breakdown.finalPrice);
        expect(checkChargeLines(lines, cart.breakdown.finalPrice).ok).toBe(true);
        expect(lines.every((line) => Number.isSafeInteger(line.amount))).toBe(true);
      }),
    );
  });

  it('give a whole cabin one line listing its occupants, who get none of their own', () => {
    fc.assert(
      fc.property(pricedCarts, (cart) => {
        const lines = chargeLines(cart.legs, cart.breakdown);
        cart.legs.forEach(({ booking }, legIndex) => {
          const cabins = lines.filter((line) => line.legIndex === legIndex && line.kind === 'wholeCabin');
          const occupants = cabins.flatMap((cabin) => cabin.occupants);
          const wholeCabinCodes = new Set(cabins.map((cabin) => cabin.accommodation));
          booking.passengers.forEach((passenger, index) => {
            const inWholeCabin =
              passenger.accommodationRequestType === 'COMPLETE' &&
              wholeCabinCodes.has(passenger.accommodationType);
            expect(occupants.includes(index)).toBe(inWholeCabin);
            const own = lines.some(
              (l) => l.legIndex === legIndex && l.kind === 'passenger' && l.index === index,
            );
            expect(own).toBe(!inWholeCabin);
          });
        });
      }),
    );
  });

  it('keep the coupon as a negative line and the fees at zero, courier only when couriered', () => {
    fc.assert(
      fc.property(pricedCarts, (cart) => {
        const order = chargeLines(cart.legs, cart.breakdown).filter((line) => line.legIndex === null);
        const kinds = order.map((line) => line.kind);
        expect(kinds.includes('couponDiscount')).toBe(cart.breakdown.discount > 0);
        expect(kinds.includes('courier')).toBe(cart.receiveTicketsMethod === 'courier');
        expect(kinds).toContain('serviceFee');
        const coupon = order.find((line) => line.kind === 'couponDiscount');
        expect((coupon?.amount ?? 0) + cart.breakdown.discount).toBe(0);
      }),
    );
  });

  it('refuse lines that do not add up to the price', () => {
    expect(checkChargeLines([], 100)).toEqual({
      ok: false,
      error: expect.objectContaining({ code: 'unableToCalculatePrice' }),
    });
  });
});
