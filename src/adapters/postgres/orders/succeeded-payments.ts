import type { Knex } from 'knex';
import type { OrderTransition } from '#application/ports/order-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { moveOrder } from './order-moves.ts';
import { insertOrderEvent } from './order-rows.ts';

/** An attempt in these states has had its success recorded already. */
const RECORDED = ['succeeded', 'refunding', 'refunded'];

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
      .update({ status: 'succeeded', completed_at: at, surplus: !moved });
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
