import { describe, expect, it } from 'vitest';
import type { Coupon } from '../../../../src/domain/coupons/coupon.ts';
import {
  cancelCoupon,
  couponDiscount,
  newCouponForm,
  redeemCoupon,
} from '../../../../src/domain/coupons/coupon-redemption.ts';

const coupon: Coupon = {
  active: true,
  name: 'SUMMER26',
  email: null,
  fromAmount: null,
  toAmount: null,
  activeFrom: null,
  activeUntil: null,
  totalUsesLimit: 3,
  discount: { kind: 'fixed', amount: 500 },
};

describe('coupon redemption', () => {
  it('starts without a coupon and without a discount', () => {
    expect(newCouponForm()).toEqual({ hasCoupon: false, couponNumber: '', redeemed: null });
    expect(couponDiscount(newCouponForm())).toBeNull();
  });

  it('redeems a checked coupon and carries its discount', () => {
    const form = redeemCoupon({ ...newCouponForm(), couponNumber: ' SUMMER26' }, coupon);
    expect(form).toEqual({
      hasCoupon: true,
      couponNumber: 'SUMMER26',
      redeemed: { code: 'SUMMER26', discount: coupon.discount },
    });
    expect(couponDiscount(form)).toEqual({ kind: 'fixed', amount: 500 });
  });

  it('cancels a redeemed coupon, keeping the typed code but dropping the discount', () => {
    const cancelled = cancelCoupon(redeemCoupon(newCouponForm(), coupon));
    expect(cancelled.couponNumber).toBe('SUMMER26');
    expect(couponDiscount(cancelled)).toBeNull();
  });
});
