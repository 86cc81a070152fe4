import type { Knex } from 'knex';
import type { ChangeMove } from '#application/ports/order-change-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { moveOrder } from './order-moves.ts';
import { insertOrderEvent } from './order-rows.ts';

/** Rolls a step back when its order was no longer ticketed, after the change's row had moved. */
class OrderMovedOn extends Error {}

/** An attempt in these states has had its success recorded already. */
const RECORDED = ['succeeded', 'refunding', 'refunded'];

/**
 * One step of a change inside the caller's transaction: the change's row moves only while in `move.from`
 * (and, for a confirmation, while not yet confirmed), then its order moves `ticketed → ticketed` with the
 * step's cause, patch and jobs. False when either was elsewhere (nothing is written then).
 */
async function moveChangeIn(trx: Knex.Transaction, move: ChangeMove): Promise<boolean> {
  const row = await trx('order_changes')
    .where({ id: move.changeId })
    .whereIn('status', [...move.from])
    .modify((query) => {
      if (move.requestConfirm) query.whereNull('confirm_requested_at');
      if (move.moneyBackWas) query.where({ money_back_status: move.moneyBackWas });
    })
    .update({
      status: move.to,
      updated_at: move.at,
      ...(move.requestConfirm ? { confirm_requested_at: move.at } : {}),
      ...(move.moneyBack
        ? { money_back_status: move.moneyBack.status, money_back_reference: move.moneyBack.reference }
        : {}),
    })
    .returning('order_id');
  const orderId = (row[0] as { order_id: string } | undefined)?.order_id;
  if (!orderId) return false;
  const { cause, at, patch, guard, outbox, givesBackPayment, disruptionChoice, withdrawnChoice } = move;
  if (cause) {
    const moved = await moveOrder(trx, {
      ...{ orderId, from: ['ticketed'] as const, to: 'ticketed' as const },
      ...{ cause, at, patch, guard, outbox, disruptionChoice, withdrawnChoice },
    });
    if (!moved) throw new OrderMovedOn();
  } else await insertOutboxMessages(trx, outbox ?? []);
  if (givesBackPayment) {
    await trx('payment_attempts')
      .where({ change_id: move.changeId, status: 'succeeded', surplus: false })
      .update({ surplus: true });
  }
  return true;
}

/** `ChangeMove` in a transaction of its own. */
export async function moveChange(knex: Knex, move: ChangeMove): Promise<boolean> {
  try {
    return await knex.transaction((trx) => moveChangeIn(trx, move));
  } catch (error) {
    if (error instanceof OrderMovedOn) return false;
    throw error;
  }
}

/**
 * A provider's confirmed payment of a change, recorded once (decision 0049, as for orders): the attempt's row
 * is locked first; it pays the change while the change is held, and is otherwise surplus, its refund queued.
 */
export function recordChangePayment(
  knex: Knex,
  input: { attemptId: string; paid: ChangeMove; surplus: { cause: TimelineCause; outbox: OutboxMessage[] } },
): Promise<'paid' | 'surplus' | 'known'> {
  return knex.transaction(async (trx) => {
    const attempt = await trx('payment_attempts').where({ id: input.attemptId }).forUpdate().first();
    if (!attempt || RECORDED.includes(attempt.status)) return 'known';
    const at = input.paid.at;
    const moved = await trx
      .savepoint((inner) => moveChangeIn(inner, input.paid))
      .catch((error: unknown) => {
        if (error instanceof OrderMovedOn) return false;
        throw error;
      });
    await trx('payment_attempts')
      .where({ id: input.attemptId })
      .update({ status: 'succeeded', completed_at: at, surplus: !moved });
    if (moved) return 'paid';
    const order = await trx('orders').where({ id: attempt.order_id }).first();
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
