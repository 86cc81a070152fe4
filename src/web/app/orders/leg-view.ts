import { type LegStatus, legCancellationKind, legStatus } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';

/**
 * One sailing's state on /orderdetails: whether it may be cancelled alone. Its refund is followed with the
 * order's other refunds (`refundViews`).
 */
export interface LegView {
  index: number;
  status: LegStatus;
  /** The traveller may cancel it (alone, or as the last valid sailing, the whole order). */
  cancellable: boolean;
}

/** The sailings of an order with more than one (decision 0067); none for a single sailing. */
export function legViews(order: Order): LegView[] {
  if (order.legs.length < 2) return [];
  return order.legs.map((leg, index) => ({
    index,
    status: legStatus(leg),
    cancellable: legCancellationKind(order, index) !== 'refused',
  }));
}
