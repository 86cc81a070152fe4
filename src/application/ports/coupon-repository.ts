import type { Coupon } from '#domain/coupons/coupon.ts';

export interface StoredCoupon extends Coupon {
  id: number;
}

/** Coupons (spec §3, §5) and the uses orders take of them. */
export interface CouponRepository {
  /** Active coupons whose code is this one (codes are compared exactly, after trimming). */
  findByCode(code: string): Promise<StoredCoupon[]>;
  /**
   * Takes one use of the coupon for the order: false when a limited coupon has no use left (checked and
   * taken in one guarded update) or the order already holds a use.
   */
  reserve(couponId: number, orderId: string, at: Date): Promise<boolean>;
  /** The order was paid: its use is spent for good. */
  redeem(orderId: string, at: Date): Promise<void>;
  /** The order failed or expired: its use goes back to the coupon, once. */
  release(orderId: string, at: Date): Promise<void>;
}
