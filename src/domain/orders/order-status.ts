/**
 * The life of a Kyma order (decision 0012). The happy path is
 * held → detailsAdded → paymentPending → paid → ticketed; the rest are ways out of it.
 */
export const ORDER_STATUSES = [
  'held',
  'detailsAdded',
  'paymentPending',
  'paid',
  'ticketed',
  'failed',
  'expired',
  'needsAttention',
  'refunded',
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Which status may follow which. A failed or expired order has given its places back, so nothing pays it
 * any more: a payment confirmed after that (another tab, a late provider) is a surplus charge and is
 * refunded on its own (decision 0049). Staff may send an order that needs attention back to `paid` to try
 * the ticketing again (the back office, issue #11). A ticketed order refunded in full without cancelling
 * its tickets becomes `refunded` (decision 0054).
 */
const NEXT: Record<OrderStatus, readonly OrderStatus[]> = {
  held: ['detailsAdded', 'failed', 'expired'],
  detailsAdded: ['paymentPending', 'paid', 'failed', 'expired'],
  paymentPending: ['paymentPending', 'paid', 'failed', 'expired'],
  paid: ['ticketed', 'needsAttention'],
  ticketed: ['cancelled', 'refunded'],
  failed: [],
  expired: [],
  needsAttention: ['paid', 'ticketed', 'refunded'],
  refunded: [],
  cancelled: ['refunded'],
};

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT[from].includes(to);
}

/** Every status an order may be in for `to` to follow: the guard of a conditional update. */
export function statusesBefore(to: OrderStatus): OrderStatus[] {
  return ORDER_STATUSES.filter((from) => canMove(from, to));
}

/**
 * Where a verified payment moves an order to `paid` from: never from `needsAttention`, which only staff send
 * back to ticketing (a late duplicate notification must not start it again).
 */
export const PAYABLE_STATUSES: readonly OrderStatus[] = statusesBefore('paid').filter(
  (status) => status !== 'needsAttention',
);

/** Orders whose places are still held at the upstream systems and not paid for yet. */
export const HOLDING_STATUSES: readonly OrderStatus[] = ['held', 'detailsAdded', 'paymentPending'];

/** Nothing more will happen to these by itself. */
export function isSettled(status: OrderStatus): boolean {
  return (
    status === 'ticketed' ||
    status === 'refunded' ||
    status === 'cancelled' ||
    status === 'failed' ||
    status === 'expired'
  );
}

/** A traveller may cancel an order only where the status machine lets it move to `cancelled`. */
export function isCancellable(status: OrderStatus): boolean {
  return canMove(status, 'cancelled');
}

/** Tickets are issued: the voucher can be downloaded or sent again. */
export function hasTickets(status: OrderStatus): boolean {
  return status === 'ticketed';
}
