import type { PaymentMethod } from '../booking/payment-form.ts';

/** A booknow user id of 0 means no partner or reseller is involved (spec §2, §6). */
export function isBooknowUser(booknowUserId: number): boolean {
  return booknowUserId !== 0;
}

/** Partner pages hide the site's header and footer (spec §2 "Layouts"). */
export function hidesHeaderAndFooter(booknowUserId: number): boolean {
  return isBooknowUser(booknowUserId);
}

/** The user id added to pricing, booking and optional-booking calls; null when there is none to add. */
export function userIdForBookingCalls(booknowUserId: number): number | null {
  return isBooknowUser(booknowUserId) ? booknowUserId : null;
}

/** Resellers always pay from their credit limit; everybody else pays by card (spec §3, §6). */
export function paymentMethodFor(isReseller: boolean): PaymentMethod {
  return isReseller ? 'creditLimit' : 'card';
}
