import { describe, expect, it } from 'vitest';
import {
  hidesHeaderAndFooter,
  isBooknowUser,
  paymentMethodFor,
  userIdForBookingCalls,
} from '#domain/reseller/reseller-mode.ts';

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
