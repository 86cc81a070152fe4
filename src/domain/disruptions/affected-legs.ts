import type { Order } from '../orders/order.ts';
import type { OrderStatus } from '../orders/order-status.ts';
import type { SailingDisruption } from './disruption.ts';

/**
 * Orders whose travellers hold places or tickets: paid (tickets on their way), ticketed, or waiting on staff.
 * A cancelled or refunded order has no one left to tell.
 */
export const TRAVELLING_STATUSES: readonly OrderStatus[] = ['paid', 'ticketed', 'needsAttention'];

/**
 * The legs of an order a disruption touches: those sold by the system that told it, on one of the trips of
 * its sailing. Another system's sale of the same ship is matched by that system's own event.
 */
export function affectedLegs(
  order: Pick<Order, 'status' | 'legs'>,
  disruption: Pick<SailingDisruption, 'agentName' | 'tripIds'>,
): number[] {
  if (!TRAVELLING_STATUSES.includes(order.status)) return [];
  const trips = new Set(disruption.tripIds);
  return order.legs.flatMap((leg, index) =>
    leg.agentName === disruption.agentName && trips.has(leg.booking.tripId) ? [index] : [],
  );
}
