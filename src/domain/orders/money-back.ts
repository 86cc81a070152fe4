import type { Cents } from '../money/cents.ts';
import { legRefunds, legStatus } from './leg-status.ts';
import type { Order } from './order.ts';

/** What has gone back to the traveller of an order, and whether that is all they paid. */
export interface MoneyBack {
  refunded: Cents;
  paid: Cents;
  /** Part of the money went back and the rest was kept (a fee, or a partial staff refund). */
  partial: boolean;
  /** The tickets were issued and none cancelled (not the order, not a sailing): all still valid at the company. */
  ticketsValid: boolean;
}

/**
 * Adds up what went back (decisions 0054, 0067): refunds of legs cancelled alone once sent, staff refunds done, the refund of a cancellation once paid out
 * (`refunded`), and the automatic refund of an order whose tickets could not be issued, which gives back
 * everything (an order `refunded` with no cancellation and no staff refund). Null when nothing went back.
 */
export function moneyBack(
  order: Pick<Order, 'status' | 'cancellation' | 'breakdown' | 'tickets' | 'legs'>,
  staffRefunds: readonly { amount: Cents; status: string }[],
): MoneyBack | null {
  const paid = order.breakdown.finalPrice;
  const byStaff = staffRefunds.filter((r) => r.status === 'done').reduce((sum, r) => sum + r.amount, 0);
  const settled = order.status === 'refunded';
  const byCancellation = settled && order.cancellation ? order.cancellation.refund : 0;
  const automatic = settled && !order.cancellation && byStaff === 0 ? paid : 0;
  const refunded = Math.min(paid, byStaff + byCancellation + automatic + legRefunds(order.legs, 'sent'));
  if (refunded === 0) return null;
  const ticketsValid =
    order.tickets.length > 0 &&
    !order.cancellation &&
    order.legs.every((leg) => legStatus(leg) === 'valid') &&
    ['ticketed', 'refunded'].includes(order.status);
  return { refunded, paid, partial: refunded < paid, ticketsValid };
}
