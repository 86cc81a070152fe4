import type { Cents } from '#domain/money/cents.ts';
import type { AfterSaleMoney } from '#domain/orders/order-ledger.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';

/** Integer cents as the euros an ICU message formats as money (`{amount, number, ::currency/EUR}`). */
export function euros(amount: Cents): number {
  return amount / 100;
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/**
 * A sailing's date and time as printed on the ticket: the port's own clock, read from the ISO string as
 * written (its offset is the port's), never converted to the server's or the reader's zone. The Date's UTC
 * fields are that clock, for the messages' `portClock` format (UTC, 24 hours as on port boards).
 */
export function portClock(isoWithOffset: string): Date {
  const match = WALL_CLOCK.exec(isoWithOffset);
  if (!match) throw new RangeError(`Not an ISO 8601 date-time with an offset: ${isoWithOffset}`);
  return new Date(`${match[1]}:00Z`);
}

/**
 * The order's own lines between its sailings and what was paid: subtotal, the coupon's discount, the service
 * fee, the courier and the payment surcharge, each worded (`voucher_*`). The voucher and the confirmation
 * e-mail print the same ones, so each document's lines add up to its total. A line that only repeats the
 * one below it (subtotal = total, total = final price) is noise, and left out.
 */
export function orderPriceLines(b: FareBreakdown, words: FormatMessage): [label: string, amount: string][] {
  const amount = (cents: number) => words('voucher_amount', { amount: euros(cents) });
  const adjusted = b.discount !== 0 || b.serviceFee !== 0 || b.shippingCost !== 0;
  const lines: ([string, string] | false)[] = [
    adjusted && [words('voucher_subtotal'), amount(b.subtotal)],
    b.discount !== 0 && [
      words('voucher_discount'),
      words('voucher_minusAmount', { amount: euros(b.discount) }),
    ],
    b.serviceFee !== 0 && [words('voucher_serviceFee'), amount(b.serviceFee)],
    b.shippingCost !== 0 && [words('voucher_shipping'), amount(b.shippingCost)],
    b.extraCost !== 0 && [words('voucher_total'), amount(b.total)],
    b.extraCost !== 0 && [words('voucher_extraCost'), amount(b.extraCost)],
  ];
  return lines.filter((line) => line !== false);
}

/**
 * What happened to the money after the sale, under the sale's total (decision 0112): changes paid, what went
 * back, and what the traveller has paid in all now, each read from the order's ledger. Nothing while nothing
 * happened.
 */
export function afterSaleLines(
  after: AfterSaleMoney | null,
  words: FormatMessage,
): [label: string, amount: string][] {
  if (!after) return [];
  const lines: ([string, string] | false)[] = [
    after.changesPaid !== 0 && [
      words('voucher_changesPaid'),
      words('voucher_amount', { amount: euros(after.changesPaid) }),
    ],
    after.refunded !== 0 && [
      words('voucher_refunded'),
      words('voucher_minusAmount', { amount: euros(after.refunded) }),
    ],
    [words('voucher_netPaid'), words('voucher_amount', { amount: euros(after.net) })],
  ];
  return lines.filter((line) => line !== false);
}
