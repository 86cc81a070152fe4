import type { Cents } from '../money/cents.ts';
import type { CancellationCoverage } from '../trips/trip.ts';

/** One upstream system's answer to "what would cancelling give back?". */
export interface UpstreamRefundQuote {
  coverage: CancellationCoverage;
  paid: Cents;
  fee: Cents;
  refund: Cents;
}

/** The refund of cancelling a whole order: every upstream booking's quote added up. */
export interface CancellationQuote extends UpstreamRefundQuote {
  refundPercent: number;
}

/**
 * Adds up the upstream quotes of an order. The refund never exceeds what the traveller was charged (a
 * coupon may have paid part of the fare, and that part is not the traveller's to take back).
 */
export function cancellationQuote(quotes: readonly UpstreamRefundQuote[], charged: Cents): CancellationQuote {
  const sum = (pick: (quote: UpstreamRefundQuote) => Cents) =>
    quotes.reduce((total, q) => total + pick(q), 0);
  const paid = sum((q) => q.paid);
  const refund = Math.min(
    sum((q) => q.refund),
    charged,
  );
  const coverages = new Set(quotes.map((q) => q.coverage));
  const coverage: CancellationCoverage = coverages.size === 1 ? [...coverages][0]! : 'partial';
  return {
    coverage: quotes.length === 0 ? 'none' : coverage,
    paid,
    fee: sum((q) => q.fee),
    refund,
    refundPercent: paid === 0 ? 0 : Math.round((refund * 100) / paid),
  };
}
