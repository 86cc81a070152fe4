import type { Cents } from '../money/cents.ts';
import type { UpstreamRefundQuote } from '../orders/cancellation-quote.ts';
import type { CancellationCoverage } from './trip.ts';

const HOUR = 3_600_000;

/** Refund tiers by hours left before departure, best first. */
/**
 * The cancellation terms a sailing is sold with (`Trip.cancellation`), as the traveller reads them before
 * booking: what a company keeps by the hours left before departure.
 */
const TIERS: Record<CancellationCoverage, Array<{ hoursBefore: number; percent: number }>> = {
  full: [
    { hoursBefore: 24, percent: 100 },
    { hoursBefore: 3, percent: 50 },
  ],
  partial: [
    { hoursBefore: 240, percent: 80 },
    { hoursBefore: 24, percent: 50 },
  ],
  none: [],
};

export const CANCELLATION_TERMS: Record<CancellationCoverage, string> = {
  full: 'Full refund up to 24 hours before departure, 50% up to 3 hours before, nothing after.',
  partial: '80% refund up to 10 days before departure, 50% up to 24 hours before, nothing after.',
  none: 'Non-refundable.',
};

/** The refund the terms give for `paid`, `departure` and `now` in epoch milliseconds. */
export function refundByTerms(
  coverage: CancellationCoverage,
  paid: Cents,
  departure: number,
  now: number,
): UpstreamRefundQuote & { refundPercent: number } {
  const hoursLeft = (departure - now) / HOUR;
  const percent = TIERS[coverage].find((tier) => hoursLeft >= tier.hoursBefore)?.percent ?? 0;
  const refund = Math.floor((paid * percent) / 100);
  return { coverage, refundPercent: percent, paid, fee: paid - refund, refund };
}

/** A booked sailing as its terms read it: what was paid for it, when it leaves, whether it was cancelled alone. */
interface LegOnTerms {
  departureDatetime: string;
  pricing: { cancellation: CancellationCoverage; tripTotal: Cents };
  cancelledAt?: string;
}

/**
 * A booking's refund: the sum of its valid legs' by each one's terms (a leg cancelled alone was refunded
 * then); mixed terms read as partial.
 */
export function bookingRefundByTerms(
  legs: readonly LegOnTerms[],
  now: number,
): UpstreamRefundQuote & { refundPercent: number } {
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
