import { describe, expect, it } from 'vitest';
import { chargeCreditLimit } from '../../../../src/domain/reseller/credit-limit.ts';
import {
  hidesHeaderAndFooter,
  isBooknowUser,
  paymentMethodFor,
  userIdForBookingCalls,
} from '../../../../src/domain/reseller/reseller-mode.ts';

describe('reseller mode', () => {
  it('treats a non-zero booknow user id as a partner booking', () => {
    expect(isBooknowUser(0)).toBe(false);
    expect(isBooknowUser(12)).toBe(true);
  });

  it('hides header and footer when the booking partner user id is non-zero', () => {
    expect(hidesHeaderAndFooter(12)).toBe(true);
    expect(hidesHeaderAndFooter(0)).toBe(false);
  });

  it('adds the user id to pricing and booking calls only for a booknow user', () => {
    expect(userIdForBookingCalls(12)).toBe(12);
    expect(userIdForBookingCalls(0)).toBeNull();
  });

  it('forces the credit-limit payment method for resellers and the card for everyone else', () => {
    expect(paymentMethodFor(true)).toBe('creditLimit');
    expect(paymentMethodFor(false)).toBe('card');
  });
});

describe('reseller credit limit', () => {
  it('charges a booking up to the whole available credit and returns what is left', () => {
    expect(chargeCreditLimit(10000, 10000)).toEqual({ ok: true, value: 0 });
    expect(chargeCreditLimit(10000, 2500)).toEqual({ ok: true, value: 7500 });
  });

  it('refuses a booking above the available credit with insufficientCreditLimit', () => {
    expect(chargeCreditLimit(10000, 10001)).toEqual({
      ok: false,
      error: { code: 'insufficientCreditLimit', fields: [] },
    });
  });
});
