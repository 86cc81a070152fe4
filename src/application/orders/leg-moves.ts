import { canMoveLeg, legStatus, type OrderLegCancellation } from '#domain/orders/leg-status.ts';
import type { Order, OrderLeg } from '#domain/orders/order.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import type { OrderRepository, OrderTransition } from '../ports/order-repository.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';

export interface LegMove {
  cancellation: OrderLegCancellation;
  cause: TimelineCause;
  at: Date;
  outbox?: OutboxMessage[];
  disruptionChoice?: OrderTransition['disruptionChoice'];
}

/** Other moves of the same order may land between reading it and moving: so many fresh tries. */
const TRIES = 3;

/**
 * Moves one leg of a ticketed order (decision 0067) as a conditional move of the order, read fresh: it
 * happens only while the leg may move so and the order is untouched since it was read (the legs are written
 * whole, so nothing another move wrote is overwritten; a move that lost that race reads again). Of two moves
 * of the same leg exactly one happens. `change` words the move from the leg as it is; the order's timeline
 * records it with its cause, and its outbox is written with it.
 */
export async function moveLeg(
  orders: OrderRepository,
  orderId: string,
  legIndex: number,
  change: (leg: OrderLeg, order: Order) => LegMove,
): Promise<Order | null> {
  for (let attempt = 0; attempt < TRIES; attempt += 1) {
    const order = await orders.findById(orderId);
    const leg = order?.legs[legIndex];
    if (!order || !leg) return null;
    const move = change(leg, order);
    if (!canMoveLeg(legStatus(leg), move.cancellation.status)) return null;
    const legs = order.legs.map((each, index) =>
      index === legIndex ? { ...each, cancellation: move.cancellation } : each,
    );
    const moved = await orders.transition({
      orderId,
      from: ['ticketed'],
      to: 'ticketed',
      cause: move.cause,
      at: move.at,
      guard: (current) => current.updatedAt === order.updatedAt,
      patch: { legs },
      outbox: move.outbox,
      disruptionChoice: move.disruptionChoice,
    });
    if (moved) return moved;
  }
  return null;
}
