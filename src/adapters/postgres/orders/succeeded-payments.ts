import type { Knex } from 'knex';
import type { OrderTransition } from '#application/ports/order-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { moveOrder } from './order-moves.ts';
import { type AttemptRow, insertOrderEvent } from './order-rows.ts';

/** An attempt in these states has had its success (or its authorisation) recorded already. */
const RECORDED = ['authorised', 'voided', 'succeeded', 'refunding', 'refunded'];

/**
 * A provider's confirmed success, recorded once (decision 0049). The attempt's row is locked first, so a
 * browser return and a webhook for the same payment are recorded one after the other; a success after a
 * decline or an abandonment of the same attempt is still a success (the provider's word is the fact). The
 * attempt pays the order if the order is still payable; otherwise it is marked surplus and its refund is
 * queued, with an event on the order saying so, in the same transaction.
 */
export function recordSucceededPayment(
  knex: Knex,
  input: {
    attemptId: string;
    status: 'succeeded' | 'authorised';
    paid: OrderTransition;
    surplus: { cause: TimelineCause; outbox: OutboxMessage[] };
  },
): Promise<'paid' | 'surplus' | 'known'> {
  return knex.transaction(async (trx) => {
    const attempt = await trx('payment_attempts').where({ id: input.attemptId }).forUpdate().first();
    if (!attempt || RECORDED.includes(attempt.status)) return 'known';
    const at = input.paid.at;
    const moved = await moveOrder(trx, input.paid);
    await trx('payment_attempts')
      .where({ id: input.attemptId })
      .update({
        status: input.status,
        completed_at: at,
        surplus: !moved,
        authorised_amount: input.status === 'authorised' ? attempt.amount : null,
      });
    if (moved) return 'paid';
    const order = (await trx('orders').where({ id: attempt.order_id }).first()) as { status: OrderStatus };
    await insertOrderEvent(trx, {
      orderId: attempt.order_id,
      from: order.status,
      to: order.status,
      cause: input.surplus.cause,
      at,
    });
    await insertOutboxMessages(trx, input.surplus.outbox);
    return 'surplus';
  });
}

/**
 * Authorised attempts nothing will capture: surplus ones, and those whose order left `paid` (issued, refused,
 * cancelled) without a capture, once settled; and any that has waited until `lapsingBefore`.
 */
export async function uncapturedAuthorisations(
  knex: Knex,
  input: { settledBefore: Date; lapsingBefore: Date; limit: number },
): Promise<AttemptRow[]> {
  return (await knex('payment_attempts as a')
    .join('orders as o', 'o.id', 'a.order_id')
    .where('a.status', 'authorised')
    .where((query) =>
      query
        .where('a.completed_at', '<', input.lapsingBefore)
        .orWhere((settled) =>
          settled
            .where('a.completed_at', '<', input.settledBefore)
            .where((nothingCaptures) =>
              nothingCaptures.where('a.surplus', true).orWhereNot('o.status', 'paid'),
            ),
        ),
    )
    .orderBy('a.completed_at')
    .limit(input.limit)
    .select('a.*')) as AttemptRow[];
}
