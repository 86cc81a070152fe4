import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import { DELIVER_WEBHOOK_JOB } from '#application/partners/webhook-jobs.ts';
import type { Order } from '#domain/orders/order.ts';
import {
  eventAccountOf,
  type PartnerEventType,
  partnerEventOfMove,
} from '#domain/partners/partner-events.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';

/**
 * Records a partner event in the transaction of what caused it (decision 0128): the event, one delivery per
 * endpoint of the account that asked for its type, and each delivery's job in the outbox, so no event is
 * lost when a process dies between the change and its telling. An account without such an endpoint gets
 * nothing written.
 */
async function recordPartnerEvent(
  trx: Knex.Transaction,
  event: { orderId: string; userId: number; type: PartnerEventType; data: object; at: Date },
): Promise<void> {
  const endpoints = (await trx('webhook_endpoints')
    .where({ user_id: event.userId })
    .whereNull('removed_at')
    .whereRaw('events \\? ?', [event.type])
    .select('id')) as Array<{ id: string }>;
  if (endpoints.length === 0) return;
  const [row] = (await trx('partner_events')
    .insert({
      order_id: event.orderId,
      user_id: event.userId,
      type: event.type,
      data: JSON.stringify(event.data),
      at: event.at,
    })
    .returning('id')) as Array<{ id: string | number }>;
  const deliveries = endpoints.map((endpoint) => ({
    id: randomUUID(),
    endpoint_id: endpoint.id,
    event_id: row!.id,
    status: 'pending',
  }));
  await trx('webhook_deliveries').insert(deliveries);
  await insertOutboxMessages(
    trx,
    deliveries.map((delivery) => ({
      id: delivery.id,
      name: DELIVER_WEBHOOK_JOB,
      payload: { deliveryId: delivery.id },
      createdAt: event.at,
    })),
  );
}

/** The event one move of an order is for its partner, if any, recorded in the move's transaction. */
export async function tellPartnersOfMove(
  trx: Knex.Transaction,
  move: { before: Order; after: Order; disrupted: boolean; cause: string; at: Date },
): Promise<void> {
  const type = partnerEventOfMove(move);
  const userId = eventAccountOf(move.after);
  if (!type || userId === null) return;
  const { after } = move;
  await recordPartnerEvent(trx, {
    orderId: after.id,
    userId,
    type,
    data: { reference: after.reference, status: after.status, cause: move.cause },
    at: move.at,
  });
}

/** A claim's decision (the company accepted or refused it) for the partner of its order, in its transaction. */
export async function tellPartnersOfClaim(
  trx: Knex.Transaction,
  claim: { id: string; orderId: string; progress: string; at: Date },
): Promise<void> {
  const order = (await trx('orders').where({ id: claim.orderId }).first('reseller_id', 'user_id')) as
    | { reseller_id: number | null; user_id: number | null }
    | undefined;
  const userId = order && eventAccountOf({ resellerId: order.reseller_id, userId: order.user_id });
  if (!userId) return;
  await recordPartnerEvent(trx, {
    orderId: claim.orderId,
    userId,
    type: 'claim.decided',
    data: { claimId: claim.id, progress: claim.progress },
    at: claim.at,
  });
}
