import type { Knex } from 'knex';
import type { OrderTransition } from '#application/ports/order-repository.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { insertOrderEvent } from './order-rows.ts';

/** Charges a reseller's credit for an order and marks it paid, all or nothing. */
export function chargeResellerCredit(
  knex: Knex,
  move: OrderTransition & { resellerUserId: number; amount: number },
): Promise<'paid' | 'insufficientCredit' | 'notPayable'> {
  return knex.transaction(async (trx) => {
    const order = await trx('orders')
      .where({ id: move.orderId, reseller_id: move.resellerUserId })
      .whereIn('status', [...move.from])
      .forUpdate()
      .first();
    if (!order) return 'notPayable';
    // The guard is in the update itself: of two bookings racing for the last credit, one finds no row.
    const charged = await trx('resellers')
      .where({ user_id: move.resellerUserId, active: true })
      .whereRaw('credit_used + ? <= credit_limit', [move.amount])
      .increment('credit_used', move.amount);
    if (charged !== 1) return 'insufficientCredit';
    await trx('reseller_credit_ledger').insert({
      reseller_user_id: move.resellerUserId,
      order_id: move.orderId,
      kind: 'charge',
      amount: move.amount,
      reason_code: 'booking',
      reason_values: JSON.stringify({ reference: order.reference }),
      created_at: move.at,
    });
    await trx('orders').where({ id: move.orderId }).update({ status: move.to, updated_at: move.at });
    await insertOrderEvent(trx, {
      orderId: move.orderId,
      from: order.status,
      to: move.to,
      cause: move.cause,
      at: move.at,
    });
    await insertOutboxMessages(trx, move.outbox ?? []);
    return 'paid';
  });
}

/** Gives back an order's credit charge (or part of it) once; a second refund of the order is refused. */
export function refundResellerCredit(
  knex: Knex,
  orderId: string,
  at: Date,
  amount?: number,
): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const charge = await trx('reseller_credit_ledger').where({ order_id: orderId, kind: 'charge' }).first();
    if (!charge) return false;
    const given = Math.min(amount ?? charge.amount, charge.amount);
    const inserted = await trx('reseller_credit_ledger')
      .insert({
        reseller_user_id: charge.reseller_user_id,
        order_id: orderId,
        kind: 'refund',
        amount: -given,
        reason: charge.reason,
        reason_code: charge.reason_code,
        reason_values: charge.reason_values,
        created_at: at,
      })
      .onConflict(trx.raw("(order_id, kind) where kind in ('charge', 'refund')"))
      .ignore()
      .returning('id');
    if (inserted.length === 0) return false;
    await trx('resellers').where({ user_id: charge.reseller_user_id }).decrement('credit_used', given);
    return true;
  });
}
