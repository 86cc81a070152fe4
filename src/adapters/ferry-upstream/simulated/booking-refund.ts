import type { BookedLeg, RefundQuote } from '#application/ports/upstream-booking.ts';
import { refundByTerms } from '#domain/trips/cancellation-terms.ts';

/**
 * A booking's refund is the sum of its valid legs' by each company's terms (a leg cancelled alone was
 * refunded then); mixed terms read as partial.
 */
export function bookingRefund(legs: BookedLeg[], now: number): RefundQuote {
  const quotes = legs
    .filter((leg) => !leg.cancelledAt)
    .map((leg) =>
      refundByTerms(leg.pricing.cancellation, leg.pricing.tripTotal, Date.parse(leg.departureDatetime), now),
    );
  const paid = quotes.reduce((sum, quote) => sum + quote.paid, 0);
  const refund = quotes.reduce((sum, quote) => sum + quote.refund, 0);
  return {
    coverage: quotes.every((quote) => quote.coverage === quotes[0]?.coverage)
      ? (quotes[0]?.coverage ?? 'none')
      : 'partial',
    paid,
    refund,
    fee: quotes.reduce((sum, quote) => sum + quote.fee, 0),
    refundPercent: paid === 0 ? 0 : Math.round((refund * 100) / paid),
  };
}
