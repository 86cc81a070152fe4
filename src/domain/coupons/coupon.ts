import type { Cents } from '../money/cents.ts';
import type { Discount } from '../pricing/discount.ts';

/**
 * A coupon as the content API stores it (spec §3). Optional bounds are null when not set; dates are ISO
 * 8601 instants. The spec does not say what a coupon is worth, so the discount is carried here.
 */
export interface Coupon {
  active: boolean;
  /** The code the traveller types. */
  name: string;
  /** When set, only this customer may use the coupon. */
  email: string | null;
  fromAmount: Cents | null;
  toAmount: Cents | null;
  activeFrom: string | null;
  activeUntil: string | null;
  /** Uses left; null means unlimited. */
  totalUsesLimit: number | null;
  discount: Discount;
}

/** Redeeming at checkout spends one use of a limited coupon. */
export function consumeCouponUse(coupon: Coupon): Coupon {
  if (coupon.totalUsesLimit === null) return coupon;
  return { ...coupon, totalUsesLimit: Math.max(0, coupon.totalUsesLimit - 1) };
}
