import type { Order } from './order.ts';
import type { OrderStatus } from './order-status.ts';

/** How far back a booking counts as the one an agent may be repeating by mistake (a retry, a second turn). */
export const DUPLICATE_WINDOW_MINUTES = 15;

/** Orders that still hold or have bought places: a failed or expired one is no booking to repeat. */
export const LIVE_ORDER_STATUSES: readonly OrderStatus[] = [
  'held',
  'detailsAdded',
  'paymentPending',
  'paid',
  'ticketed',
];

/** What identifies a booking for this rule: who books and which sailings, in order. */
export interface BookingIdentity {
  email: string;
  tripIds: string[];
}

const sameSailings = (order: Order, tripIds: string[]) =>
  order.legs.length === tripIds.length &&
  order.legs.every((leg, index) => leg.booking.tripId === tripIds[index]);

/**
 * The order, among the given ones, that the new booking would repeat: made with the same address for the
 * same sailings within the last `DUPLICATE_WINDOW_MINUTES`, and still live. Null when there is none.
 */
export function duplicateOf(orders: readonly Order[], booking: BookingIdentity, now: Date): Order | null {
  const since = now.getTime() - DUPLICATE_WINDOW_MINUTES * 60_000;
  const email = booking.email.trim().toLowerCase();
  return (
    orders.find(
      (order) =>
        LIVE_ORDER_STATUSES.includes(order.status) &&
        order.leader.email.trim().toLowerCase() === email &&
        Date.parse(order.createdAt) >= since &&
        sameSailings(order, booking.tripIds),
    ) ?? null
  );
}
