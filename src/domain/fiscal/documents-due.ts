import type { OrderRefund } from '../back-office/refund-request.ts';
import { legStatus } from '../orders/leg-status.ts';
import type { Order } from '../orders/order.ts';
import type { OrderChange } from '../orders/order-change.ts';
import { changeRefundId, legRefundId, ORDER_REFUND_ID } from '../refunds/order-refunds.ts';
import type { RefundRecord } from './credit-lines.ts';

/** A refund that has gone back and so gets its credit document (decision 0096), with its record. */
export interface RefundToCredit {
  refundId: string;
  record: RefundRecord;
}

/**
 * Every refund of the order sent (to a card or a reseller's credit), of something: a sailing's, the whole
 * order's (the legs not cancelled alone), a staff refund done, a change's money back. A surplus charge is
 * not one: it was never sold, so no document stands to be corrected.
 */
export function refundsToCredit(
  order: Pick<Order, 'legs' | 'cancellation'>,
  staffRefunds: readonly OrderRefund[],
  changes: readonly OrderChange[],
): RefundToCredit[] {
  const legs = order.legs.flatMap(({ cancellation }, legIndex) =>
    cancellation?.status === 'refunded' && cancellation.refund > 0
      ? [{ refundId: legRefundId(legIndex), record: cancellationRecord([legIndex], cancellation) }]
      : [],
  );
  const whole = order.cancellation;
  const stillValid = order.legs.flatMap((leg, index) => (legStatus(leg) === 'valid' ? [index] : []));
  const cancelled =
    whole?.sentAt && whole.refund > 0
      ? [{ refundId: ORDER_REFUND_ID, record: cancellationRecord(stillValid, whole) }]
      : [];
  const staff = staffRefunds
    .filter((refund) => refund.status === 'done')
    .map((refund) => ({ refundId: refund.id, record: { kind: 'staff' as const, amount: refund.amount } }));
  const moneyBack = changes
    .filter((change) => change.moneyBack?.status === 'sent')
    .map((change) => ({
      refundId: changeRefundId(change.id),
      record: { kind: 'change' as const, lines: change.chargeLines },
    }));
  return [...legs, ...cancelled, ...staff, ...moneyBack];
}

function cancellationRecord(
  legIndexes: number[],
  { paid, refund }: { paid: number; refund: number },
): RefundRecord {
  return { kind: 'cancellation', legIndexes, paid, refund };
}

/**
 * The changes the traveller paid for and that were applied: each gets a document of its own, of the order's
 * kind, from the change's lines (decision 0096). One that cost nothing or gave money back has none to pay.
 */
export function paidChanges(changes: readonly OrderChange[]): OrderChange[] {
  return changes.filter((change) => change.total > 0 && ['ticketed', 'done'].includes(change.status));
}
