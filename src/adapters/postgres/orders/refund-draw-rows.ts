import type { Knex } from 'knex';
import type { PendingRefundDraw } from '#application/ports/order-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { ProviderRefundState } from '#application/ports/payment-gateway.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';

/** Pending provider refunds due a question (decision 0130), with the payment's provider and its id there. */
export async function pendingRefundDraws(knex: Knex, now: Date, limit: number): Promise<PendingRefundDraw[]> {
  const rows = await knex('payment_refund_draws as d')
    .join('payment_attempts as p', 'p.id', 'd.payment_attempt_id')
    .where('d.provider_state', 'pending')
    .andWhere('d.next_check_at', '<=', now)
    .orderBy('d.next_check_at')
    .limit(limit)
    .select('d.*', 'p.provider', 'p.provider_payment_id');
  return rows.map((row) => ({
    id: row.id,
    orderId: row.order_id,
    paymentId: row.payment_attempt_id,
    refundId: row.refund_id,
    amount: row.amount,
    reference: row.provider_reference,
    at: new Date(row.created_at),
    state: row.provider_state,
    provider: row.provider,
    providerPaymentId: row.provider_payment_id,
    checks: row.state_checks,
  }));
}

/**
 * What the provider said of a pending refund, with the e-mail it causes; false, writing nothing, when it was
 * not pending any more: of two followers reading the same answer at once, one writes it.
 */
export function followRefundDraw(
  knex: Knex,
  drawId: string,
  outcome: { state: ProviderRefundState; at: Date; nextCheckAt: Date | null; outbox: OutboxMessage[] },
): Promise<boolean> {
  return knex.transaction(async (trx) => {
    const updated = await trx('payment_refund_draws')
      .where({ id: drawId, provider_state: 'pending' })
      .update({
        provider_state: outcome.state,
        state_at: outcome.at,
        next_check_at: outcome.nextCheckAt,
        state_checks: trx.raw('state_checks + 1'),
      });
    if (updated !== 1) return false;
    await insertOutboxMessages(trx, outcome.outbox);
    return true;
  });
}
