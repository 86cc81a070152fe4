import type { Order } from '../orders/order.ts';
import { isNewVersion } from '../orders/order-versions.ts';

/**
 * The events a partner's webhook may ask for (issue #52, decision 0128): the order ticketed, changed,
 * cancelled (whole or one sailing), a refund's step, a disruption on a sailing it booked, a claim decided.
 */
export const PARTNER_EVENT_TYPES = [
  'order.ticketed',
  'order.changed',
  'order.cancelled',
  'order.refunded',
  'sailing.disrupted',
  'claim.decided',
] as const;
export type PartnerEventType = (typeof PARTNER_EVENT_TYPES)[number];

const legCancelled = (before: Order, after: Order) =>
  after.legs.some((leg, index) => leg.cancellation && !before.legs[index]?.cancellation);

/**
 * The event one move of an order is, if any: its new status first (ticketed, cancelled, refunded), then
 * a disruption recorded for it, then a leg cancelled alone, then any other change a version records.
 */
export function partnerEventOfMove(move: {
  before: Order;
  after: Order;
  disrupted: boolean;
}): PartnerEventType | null {
  const { before, after } = move;
  if (after.status !== before.status) {
    if (after.status === 'ticketed') return 'order.ticketed';
    if (after.status === 'cancelled') return 'order.cancelled';
    if (after.status === 'refunded') return 'order.refunded';
  }
  if (move.disrupted) return 'sailing.disrupted';
  if (legCancelled(before, after)) return 'order.cancelled';
  if (after.status === before.status && isNewVersion(before, after)) return 'order.changed';
  return null;
}

/** Who an order's events are for: the reseller it was booked for, else the account that booked it. */
export const eventAccountOf = (order: Pick<Order, 'resellerId' | 'userId'>): number | null =>
  order.resellerId ?? order.userId ?? null;
