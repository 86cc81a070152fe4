import type { Principal } from '#domain/auth/principal.ts';
import type { GetContent } from '../content/get-content.ts';

/** A coupon as the content API answers it (spec §3), with the uses it has had. */
export type CouponRow = Record<string, unknown> & { id: number; name: string; active: boolean; uses: number };

/** The coupon with this id (its uses not counted yet), or null. */
export async function findCoupon(get: GetContent, actor: Principal, id: string): Promise<CouponRow | null> {
  if (!/^\d{1,9}$/.test(id)) return null;
  const found = await get.execute({ entity: 'coupons', id, query: {}, actor });
  return found.ok ? ({ ...found.value, uses: 0 } as CouponRow) : null;
}
