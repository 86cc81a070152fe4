import type { Knex } from 'knex';
import type { OrderTransition } from '#application/ports/order-repository.ts';
import type { LedgerCredit } from '#domain/orders/order-ledger.ts';
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

/** What a reseller spent on an order's changes from its credit, less what changes gave back to it. */
async function changesCharged(trx: Knex.Transaction, orderId: string): Promise<number> {
  const [row] = (await trx('reseller_credit_ledger')
    .where({ order_id: orderId })
    .whereNotNull('change_id')
    .sum({ total: 'amount' })) as Array<{ total: string | number | null }>;
  return Number(row?.total ?? 0);
}

/**
 * Gives back an order's credit charge (or part of it) once; a second refund of the order is refused. What it
 * may give back is what the order took from the credit: the booking and its changes (decision 0095).
 */
export function refundResellerCredit(
  knex: Knex,
  orderId: string,
  at: Date,
  amount?: number,
): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const charge = await trx('reseller_credit_ledger')
      .where({ order_id: orderId, kind: 'charge' })
      .whereNull('change_id')
      .first();
    if (!charge) return false;
    const charged = charge.amount + (await changesCharged(trx, orderId));
    const given = Math.min(amount ?? charged, charged);
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
      .onConflict(trx.raw("(order_id, kind) where kind in ('charge', 'refund') and change_id is null"))
      .ignore()
      .returning('id');
    if (inserted.length === 0) return false;
    await trx('resellers').where({ user_id: charge.reseller_user_id }).decrement('credit_used', given);
    return true;
  });
}

/** A change's line on its reseller's ledger: the change, its order and booking, and its sailing's number. */
export interface ChangeCreditLine {
  resellerUserId: number;
  orderId: string;
  changeId: string;
  reference: string;
  legIndex: number;
  amount: number;
  at: Date;
}

const changeLedgerRow = (line: ChangeCreditLine, kind: 'charge' | 'refund', amount: number) => ({
  reseller_user_id: line.resellerUserId,
  order_id: line.orderId,
  change_id: line.changeId,
  kind,
  amount,
  reason_code: 'bookingChange',
  reason_values: JSON.stringify({ reference: line.reference, sailing: String(line.legIndex + 1) }),
  created_at: line.at,
});

/**
 * Charges a change to its reseller's credit inside the caller's transaction (decision 0095): false, and
 * nothing written, when it does not fit. The guard is in the update, as for a booking: of two changes racing
 * for the last credit, one finds no row.
 */
export async function chargeChangeCredit(trx: Knex.Transaction, line: ChangeCreditLine): Promise<boolean> {
  const charged = await trx('resellers')
    .where({ user_id: line.resellerUserId, active: true })
    .whereRaw('credit_used + ? <= credit_limit', [line.amount])
    .increment('credit_used', line.amount);
  if (charged !== 1) return false;
  await trx('reseller_credit_ledger').insert(changeLedgerRow(line, 'charge', line.amount));
  return true;
}

/** Gives a change's money back to its reseller's credit, once per change: false when it went back before. */
export function refundChangeCredit(knex: Knex, line: ChangeCreditLine): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const inserted = await trx('reseller_credit_ledger')
      .insert(changeLedgerRow(line, 'refund', -line.amount))
      .onConflict(trx.raw("(change_id, kind) where kind in ('charge', 'refund') and change_id is not null"))
      .ignore()
      .returning('id');
    if (inserted.length === 0) return false;
    await trx('resellers').where({ user_id: line.resellerUserId }).decrement('credit_used', line.amount);
    return true;
  });
}

/** The order's charges and refunds on its reseller's credit, the booking's and its changes', oldest first. */
export async function resellerCreditRows(knex: Knex, orderId: string): Promise<LedgerCredit[]> {
  const rows = await knex('reseller_credit_ledger')
    .where({ order_id: orderId })
    .whereIn('kind', ['charge', 'refund'])
    .orderBy('id');
  return rows.map((row) => ({
    kind: row.kind,
    amount: row.amount,
    changeId: row.change_id ?? null,
    at: new Date(row.created_at).toISOString(),
  }));
}
