import { type LegStatus, legCancellationKind, legStatusInOrder } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';

/**
 * One sailing's state on /orderdetails: whether it may be cancelled alone. Its refund is followed with the
 * order's other refunds (`refundViews`).
 */
export interface LegView {
  index: number;
  status: LegStatus;
  /** The traveller may change or cancel it (alone, or as the last valid sailing, the whole order). */
  cancellable: boolean;
  /** It has a cancel button of its own: an order of one sailing is cancelled whole, by the order's button. */
  cancelAlone: boolean;
}

/**
 * The sailings of an order (decision 0067), each with what may be done to it: a single sailing too, which is
 * changed and added to like any (decisions 0068, 0083) but cancelled with its order.
 */
export function legViews(order: Order): LegView[] {
  return order.legs.map((leg, index) => ({
    index,
    status: legStatusInOrder(order, leg),
    cancellable: legCancellationKind(order, index) !== 'refused',
    cancelAlone: order.legs.length > 1,
  }));
}
