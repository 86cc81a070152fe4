import type { Knex } from 'knex';
import type { CouponRepository, StoredCoupon } from '#application/ports/coupon-repository.ts';
import { couponCodeKey } from '#domain/coupons/coupon-validity.ts';

interface CouponRow {
  id: number;
  name: string;
  active: boolean;
  email: string | null;
  from_amount: number | null;
  to_amount: number | null;
  active_from: Date | null;
  active_until: Date | null;
  total_uses_limit: number | null;
  discount_kind: string;
  discount_value: number;
}

/** Rolls a reservation back from inside its transaction. */
class NoUseTaken extends Error {}

const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);

function toCoupon(row: CouponRow): StoredCoupon {
  return {
    id: row.id,
    active: row.active,
    name: row.name,
    email: row.email,
    fromAmount: row.from_amount,
    toAmount: row.to_amount,
    activeFrom: iso(row.active_from),
    activeUntil: iso(row.active_until),
    totalUsesLimit: row.total_uses_limit,
    discount:
      row.discount_kind === 'fixed'
        ? { kind: 'fixed', amount: row.discount_value }
        : { kind: 'percentage', basisPoints: row.discount_value },
  };
}

export class PostgresCouponRepository implements CouponRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  /** Every active coupon whose name is the code in another case; the domain's `checkCoupon` has the last word. */
  async findByCode(code: string): Promise<StoredCoupon[]> {
    const rows = (await this.#knex('coupons')
      .whereRaw('upper(btrim(name)) = ?', [couponCodeKey(code)])
      .andWhere({ active: true })) as CouponRow[];
    return rows.map(toCoupon);
  }

  async reserve(couponId: number, orderId: string, at: Date): Promise<boolean> {
    try {
      await this.#knex.transaction(async (trx) => {
        const inserted = await trx('coupon_reservations')
          .insert({
            order_id: orderId,
            coupon_id: couponId,
            status: 'reserved',
            created_at: at,
            updated_at: at,
          })
          .onConflict('order_id')
          .ignore()
          .returning('order_id');
        if (inserted.length === 0) throw new NoUseTaken();
        const taken = await trx('coupons')
          .where({ id: couponId })
          .where((use) => use.whereNull('total_uses_limit').orWhere('total_uses_limit', '>=', 1))
          .update({
            total_uses_limit: trx.raw(
              'case when total_uses_limit is null then null else total_uses_limit - 1 end',
            ),
          });
        // No use left: the reservation row goes with the rolled-back transaction.
        if (taken !== 1) throw new NoUseTaken();
      });
      return true;
    } catch (error) {
      if (error instanceof NoUseTaken) return false;
      throw error;
    }
  }

  async redeem(orderId: string, at: Date): Promise<void> {
    await this.#knex('coupon_reservations')
      .where({ order_id: orderId, status: 'reserved' })
      .update({ status: 'redeemed', updated_at: at });
  }

  async release(orderId: string, at: Date): Promise<void> {
    await this.#knex.transaction(async (trx) => {
      const released = (await trx('coupon_reservations')
        .where({ order_id: orderId, status: 'reserved' })
        .update({ status: 'released', updated_at: at })
        .returning('coupon_id')) as Array<{ coupon_id: number }>;
      for (const { coupon_id } of released) {
        await trx('coupons')
          .where({ id: coupon_id })
          .whereNotNull('total_uses_limit')
          .increment('total_uses_limit', 1);
      }
    });
  }
}
