import type { Order } from './order.ts';
import type { OrderStatus } from './order-status.ts';

/**
 * The orders "My trips" lists: those the traveller paid for, whatever happened since; never a basket left
 * unpaid, which expired or failed without taking money.
 */
export const BOOKED_STATUSES: readonly OrderStatus[] = [
  'paid',
  'ticketed',
  'needsAttention',
  'cancelled',
  'refunded',
];

/** The port's day of an order's first sailing (`YYYY-MM-DD`). */
const firstSailingDay = (order: Pick<Order, 'legs'>) =>
  order.legs[0]?.booking.departureDatetime.slice(0, 10) ?? '';

/**
 * Upcoming first, the nearest on top (a sailing today is still upcoming); then the past, the latest on top.
 * `today` is the business day (`businessDay(now)`), the same `YYYY-MM-DD` as a sailing's day.
 */
export function upcomingFirst<T extends Pick<Order, 'legs'>>(orders: readonly T[], today: string): T[] {
  const upcoming = orders.filter((order) => firstSailingDay(order) >= today);
  const past = orders.filter((order) => firstSailingDay(order) < today);
  const byDay = (a: T, b: T) => firstSailingDay(a).localeCompare(firstSailingDay(b));
  return [...upcoming.sort(byDay), ...past.sort((a, b) => byDay(b, a))];
}
