import type { Actor } from '#domain/auth/principal.ts';
import { err, ok } from '#domain/shared/result.ts';
import type { GetContent } from '../content/get-content.ts';
import type { BackOfficeReads, CouponOrder } from '../ports/back-office-reads.ts';
import { type CouponRow, findCoupon } from './coupon-row.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** A coupon with its uses and the orders that took it. */
export class ReadCoupon {
  readonly #deps: { get: GetContent; reads: BackOfficeReads };
  constructor(deps: { get: GetContent; reads: BackOfficeReads }) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    id: string;
  }): Promise<BackOfficeResult<{ coupon: CouponRow; orders: CouponOrder[] }>> {
    const staff = staffWith(input.actor, 'manageCoupons');
    if (!staff.ok) return staff;
    const coupon = await findCoupon(this.#deps.get, staff.value, input.id);
    if (!coupon) return err({ code: 'notFound' });
    const [uses, orders] = await Promise.all([
      this.#deps.reads.couponUses(),
      this.#deps.reads.couponOrders(coupon.id),
    ]);
    return ok({ coupon: { ...coupon, uses: uses.get(coupon.id) ?? 0 }, orders });
  }
}
