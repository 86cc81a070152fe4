import type { Order } from './order.ts';

/**
 * Whether an address is the one the booking was made with: compared as people type addresses, case and
 * surrounding spaces never matter to a traveller.
 */
export function isLeaderAddress(order: Pick<Order, 'leader'>, email: string): boolean {
  return order.leader.email.trim().toLowerCase() === email.trim().toLowerCase();
}
