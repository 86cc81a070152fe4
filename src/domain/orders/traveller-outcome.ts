import type { OrderStatus } from './order-status.ts';

/**
 * What the success pages tell a traveller (or a reseller) about the order they just paid for: tickets
 * issued, still being issued (the page refreshes), not made (nothing charged), money on its way back, or
 * cancelled or refunded after its tickets were issued (not a failed reservation).
 */
export type TravellerOutcome = 'ticketed' | 'issuing' | 'declined' | 'refunding' | 'afterSale';

const OUTCOMES: Record<OrderStatus, TravellerOutcome> = {
  held: 'declined',
  detailsAdded: 'issuing',
  paymentPending: 'issuing',
  paid: 'issuing',
  ticketed: 'ticketed',
  failed: 'declined',
  expired: 'declined',
  needsAttention: 'refunding',
  refunded: 'refunding',
  cancelled: 'declined',
};

export function travellerOutcome(status: OrderStatus, ticketsIssued = false): TravellerOutcome {
  if (ticketsIssued && status !== 'ticketed') return 'afterSale';
  return OUTCOMES[status];
}
