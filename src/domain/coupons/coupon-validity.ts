import { type Refusal, refusal } from '../errors/refusal.ts';
import type { Cents } from '../money/cents.ts';
import { err, ok, type Result } from '../shared/result.ts';
import type { Coupon } from './coupon.ts';

export interface CouponAttempt {
  code: string;
  /** The customer's e-mail as entered in the contact details. */
  email: string;
  basket: Cents;
  now: Date;
}

/**
 * The form in which codes are compared: typed by hand (or read aloud on the phone), so the spaces around
 * them and their case are forgiven (issue #30); the letters themselves must match.
 */
export function couponCodeKey(code: string): string {
  return code.trim().toUpperCase();
}

function sameCode(coupon: Coupon, code: string): boolean {
  return couponCodeKey(coupon.name) === couponCodeKey(code);
}

/** E-mail addresses are compared without case: nobody types them the same way twice. */
function allowedEmail(coupon: Coupon, email: string): boolean {
  const restricted = coupon.email?.trim() ?? '';
  return restricted === '' || restricted.toLowerCase() === email.trim().toLowerCase();
}

function withinAmounts(coupon: Coupon, basket: Cents): boolean {
  return (
    (coupon.fromAmount === null || basket >= coupon.fromAmount) &&
    (coupon.toAmount === null || basket <= coupon.toAmount)
  );
}

function withinDates(coupon: Coupon, now: Date): boolean {
  const at = now.getTime();
  return (
    (coupon.activeFrom === null || at >= Date.parse(coupon.activeFrom)) &&
    (coupon.activeUntil === null || at <= Date.parse(coupon.activeUntil))
  );
}

function hasUsesLeft(coupon: Coupon): boolean {
  return coupon.totalUsesLimit === null || coupon.totalUsesLimit >= 1;
}

/**
 * Spec §5 coupon validity; bounds are inclusive. Every failure gives the same answer on purpose
 * (invalidCouponCode: "Invalid Coupon Code. Insert your email and try again"), so the form does not reveal
 * which condition a guessed code missed.
 */
export function checkCoupon(coupon: Coupon, attempt: CouponAttempt): Result<Coupon, Refusal> {
  const valid =
    coupon.active &&
    sameCode(coupon, attempt.code) &&
    allowedEmail(coupon, attempt.email) &&
    withinAmounts(coupon, attempt.basket) &&
    withinDates(coupon, attempt.now) &&
    hasUsesLeft(coupon);
  return valid ? ok(coupon) : err(refusal('invalidCouponCode'));
}

/** Looks the entered code up among candidate coupons (the query may return several rows for a name). */
export function findValidCoupon(coupons: readonly Coupon[], attempt: CouponAttempt): Result<Coupon, Refusal> {
  const found = coupons.find((coupon) => checkCoupon(coupon, attempt).ok);
  return found ? ok(found) : err(refusal('invalidCouponCode'));
}
