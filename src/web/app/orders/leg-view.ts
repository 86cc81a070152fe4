import { type LegStatus, legCancellationKind, legStatusInOrder } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import { offeredPassCode } from '#domain/wallet/leg-pass.ts';

/**
 * One sailing's state on /orderdetails: whether it may be cancelled alone. Its refund is followed with the
 * order's other refunds (`refundViews`).
 */
export interface LegView {
  index: number;
  status: LegStatus;
  /** The traveller may change or cancel it (alone, or as the last valid sailing, the whole order). */
  cancellable: boolean;
  /**
   * It has a cancel button of its own: an order of one sailing is cancelled whole, by the order's button, and
   * a sailing its company cancels alone only on request has the desk's offer instead.
   */
  cancelAlone: boolean;
  /** Its company cancels it alone only when asked: the page says so and offers the desk (decision 0121). */
  cancelOnRequest: boolean;
  /** Its company changes it only when asked: the desk is offered instead of the change buttons. */
  changeOnRequest: boolean;
  /** What its wallet pass's QR code carries, written beside the buttons; null while it has no pass (decision 0129). */
  passCode: string | null;
}

/** What a sailing's selling system does only through the company's desk (decision 0121). */
export interface OnRequest {
  /** It cannot cancel one leg alone (`QuoteLegCancellation.onRequest`, the rule that refuses it). */
  cancellation(legIndex: number): boolean;
  /** It changes nothing online (`QuoteOrderChange.onRequest`, likewise). */
  change(legIndex: number): boolean;
}

/**
 * The sailings of an order (decision 0067), each with what may be done to it: a single sailing too, which is
 * changed and added to like any (decisions 0068, 0083) but cancelled with its order.
 */
export function legViews(order: Order, onRequest: OnRequest): LegView[] {
  return order.legs.map((leg, index) => ({
    index,
    status: legStatusInOrder(order, leg),
    cancellable: legCancellationKind(order, index) !== 'refused',
    cancelAlone: order.legs.length > 1 && !onRequest.cancellation(index),
    cancelOnRequest: onRequest.cancellation(index),
    changeOnRequest: onRequest.change(index),
    passCode: offeredPassCode(order, index),
  }));
}
