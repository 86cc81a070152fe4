import type { Discount } from '../pricing/discount.ts';
import type { Coupon } from './coupon.ts';

/** The coupon section of the payment step (spec §3 "Coupon": hasCoupon, couponNumber) and what it redeemed. */
export interface CouponForm {
  hasCoupon: boolean;
  couponNumber: string;
  redeemed: { code: string; discount: Discount } | null;
}

export function newCouponForm(): CouponForm {
  return { hasCoupon: false, couponNumber: '', redeemed: null };
}

/** Redeem only a coupon that checkCoupon accepted; the form then carries its discount into the price. */
export function redeemCoupon(form: CouponForm, coupon: Coupon): CouponForm {
  return {
    ...form,
    hasCoupon: true,
    couponNumber: coupon.name,
    redeemed: { code: coupon.name, discount: coupon.discount },
  };
}

/** Cancelling keeps the typed code so the traveller can correct it, but removes the discount. */
export function cancelCoupon(form: CouponForm): CouponForm {
  return { ...form, redeemed: null };
}

export function couponDiscount(form: CouponForm): Discount | null {
  return form.redeemed?.discount ?? null;
}
