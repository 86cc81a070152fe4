import type { Refusal } from '../errors/refusal.ts';
import type { Cents } from '../money/cents.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';
import type { FareBreakdown } from '../pricing/fare-breakdown.ts';
import type { CancellationCoverage } from '../trips/trip.ts';
import { paidPerLeg } from './paid-per-leg.ts';

/** One upstream system's answer to "what would cancelling give back?", in its own prices. */
export interface UpstreamRefundQuote {
  coverage: CancellationCoverage;
  paid: Cents;
  fee: Cents;
  refund: Cents;
  /**
   * Worked out from the terms the sailing was sold with, not asked of the company: some companies cancel
   * a booking when asked for its fees (Liknoss's `cancelledWhileAskingForFees`), so they are asked only
   * when the traveller confirms, and the company's answer then is the refund (decision 0104).
   */
  estimated?: boolean;
}

/** The refund of cancelling a whole order, in what the traveller paid. */
export interface CancellationQuote extends UpstreamRefundQuote {
  refundPercent: number;
  /** Some part of it comes from published terms: the company confirms the amount when it cancels. */
  estimated: boolean;
}

/** An upstream booking's quote with the order's legs it sells. */
/** A cancellation refused because its quote changed since the traveller saw it: the new quote comes along. */
export type RefundChanged = Refusal<'refundChanged'> & { quote: CancellationQuote };

export interface QuotedUpstreamBooking {
  quote: UpstreamRefundQuote;
  legIndexes: readonly number[];
}

/**
 * The refund of cancelling an order (decision 0054). It starts from what the traveller paid for the legs
 * of each upstream booking (`paidPerLeg`: the coupon and fees shared out), then keeps the company's fee in
 * the proportion the company keeps of its own fare, so a coupon lowers the fee as it lowered the fare. The
 * courier cost comes back only when nothing was shipped.
 */
export function cancellationQuote(
  bookings: readonly QuotedUpstreamBooking[],
  breakdown: Pick<FareBreakdown, 'tripTotals' | 'discount' | 'serviceFee' | 'extraCost' | 'shippingCost'>,
  shipped: boolean,
  /** The order's lines: its applied changes add to what their legs were paid (decision 0068). */
  lines: readonly ChargeLine[] = [],
): CancellationQuote {
  const perLeg = paidPerLeg(breakdown, lines);
  const courier = shipped ? 0 : breakdown.shippingCost;
  let paid = courier;
  let refund = courier;
  for (const { quote, legIndexes } of bookings) {
    const legsPaid = legIndexes.reduce((sum, index) => sum + (perLeg[index] ?? 0), 0);
    paid += legsPaid;
    refund += quote.paid === 0 ? 0 : Math.min(legsPaid, Math.round((legsPaid * quote.refund) / quote.paid));
  }
  const coverages = new Set(bookings.map((booking) => booking.quote.coverage));
  const coverage: CancellationCoverage = coverages.size === 1 ? [...coverages][0]! : 'partial';
  return {
    coverage: bookings.length === 0 ? 'none' : coverage,
    paid,
    fee: paid - refund,
    refund,
    refundPercent: paid === 0 ? 0 : Math.round((refund * 100) / paid),
    estimated: bookings.some((booking) => booking.quote.estimated === true),
  };
}
