import type { Knex } from 'knex';
import type { OrderTransition } from '#application/ports/order-repository.ts';
import type { Order } from '#domain/orders/order.ts';
import { addDisruptionChoice, withdrawDisruptionChoice } from '../disruptions/disruption-choice-rows.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { tellPartnersOfMove } from '../partners/partner-event-rows.ts';
import { contentsOf, insertOrderEvent, type OrderRow, toOrder } from './order-rows.ts';
import { insertVersionOfMove } from './order-version-rows.ts';

/**
 * One conditional move of an order inside the caller's transaction: the row is locked and changed only
 * while it is in one of `move.from`, with its event and outbox messages. Null when the order was elsewhere.
 */
export async function moveOrder(trx: Knex.Transaction, move: OrderTransition): Promise<Order | null> {
  const before = (await trx('orders')
    .where({ id: move.orderId })
    .whereIn('status', [...move.from])
    .forUpdate()
    .first()) as OrderRow | undefined;
  if (!before) return null;
  const current = toOrder(before);
  if (move.guard && !move.guard(current)) return null;
  const next: Order = { ...current, ...move.patch, status: move.to, updatedAt: move.at.toISOString() };
  const [row] = (await trx('orders')
    .where({ id: move.orderId, status: before.status })
    .update({
      status: move.to,
      contents: JSON.stringify(contentsOf(next)),
      updated_at: move.at,
    })
    .returning('*')) as OrderRow[];
  if (!row) return null;
  await insertVersionOfMove(trx, {
    before: current,
    after: toOrder(row),
    cause: move.cause.code,
    at: move.at,
  });
  await insertOrderEvent(trx, {
    orderId: move.orderId,
    from: before.status,
    to: move.to,
    cause: move.cause,
    at: move.at,
  });
  await insertOutboxMessages(trx, move.outbox ?? []);
  await tellPartnersOfMove(trx, {
    ...{ before: current, after: toOrder(row), disrupted: Boolean(move.disruptionChoice) },
    ...{ cause: move.cause.code, at: move.at },
  });
  if (move.disruptionChoice) await addDisruptionChoice(trx, move.orderId, move.disruptionChoice);
  if (move.withdrawnChoice) await withdrawDisruptionChoice(trx, move.orderId, move.withdrawnChoice);
  return toOrder(row);
}
