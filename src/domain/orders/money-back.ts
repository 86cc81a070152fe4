import type { Cents } from '../money/cents.ts';
import { legStatus } from './leg-status.ts';
import type { Order } from './order.ts';
import type { OrderLedger } from './order-ledger.ts';

/** What has gone back to the traveller of an order, and whether that is all they paid. */
export interface MoneyBack {
  refunded: Cents;
  paid: Cents;
  /** Part of the money went back and the rest was kept (a fee, a partial staff refund, a change's difference). */
  partial: boolean;
  /** The tickets were issued and none cancelled (not the order, not a sailing): all still valid at the company. */
  ticketsValid: boolean;
}

/**
 * What went back of the booking's money, read from the order's ledger (decision 0112): every refund sent,
 * whatever path sent it, against every charge the booking took (a surplus charge given back is not the
 * booking's money). Null when nothing went back.
 */
export function moneyBack(
  order: Pick<Order, 'status' | 'cancellation' | 'tickets' | 'legs'>,
  ledger: Pick<OrderLedger, 'entries'>,
): MoneyBack | null {
  const booking = ledger.entries.filter((entry) => entry.purpose !== 'surplus');
  const total = (direction: 'charge' | 'refund') =>
    booking.filter((entry) => entry.direction === direction).reduce((sum, entry) => sum + entry.amount, 0);
  const paid = total('charge');
  const refunded = Math.min(paid, total('refund'));
  if (refunded === 0) return null;
  const ticketsValid =
    order.tickets.length > 0 &&
    !order.cancellation &&
    order.legs.every((leg) => legStatus(leg) === 'valid') &&
    ['ticketed', 'refunded'].includes(order.status);
  return { refunded, paid, partial: refunded < paid, ticketsValid };
}
