import type { QuotedUpstreamBooking } from '../orders/cancellation-quote.ts';
import { LONG_DEPARTURE_DELAY_MINUTES } from '../passenger-rights/passenger-rights.ts';
import type { SailingDisruption } from './disruption.ts';

/** What a traveller (or staff for them) chose for a leg a disruption touched: today the full refund. */
export interface DisruptionChoice {
  legIndex: number;
  choice: 'refund';
  /** `traveller`, or the staff member's e-mail address when staff acted for them. */
  by: string;
  at: string;
}

/** A disruption as recorded on an order: the legs it touches, those whose connection it broke. */
export interface RecordedOnOrder {
  disruption: Pick<SailingDisruption, 'kind' | 'delayMinutes'>;
  legs: number[];
  connectionLegs: number[];
}

/**
 * The legs that refund in full, without the company's fee (issue #26 point 3): a leg the company cancelled,
 * one whose departure it put off by more than the 90 minutes that give the choice of reimbursement
 * (Art. 18), and every leg whose connection such a disruption or any delay broke (protected connections).
 */
export function fullRefundLegs(recorded: readonly RecordedOnOrder[]): number[] {
  const legs = recorded.flatMap(({ disruption, legs, connectionLegs }) => {
    const owed =
      disruption.kind === 'cancelled' ||
      (disruption.kind === 'delayed' && (disruption.delayMinutes ?? 0) > LONG_DEPARTURE_DELAY_MINUTES);
    return owed ? [...legs, ...connectionLegs] : connectionLegs;
  });
  return [...new Set(legs)].sort((a, b) => a - b);
}

/**
 * A leg the company cancelled refunds in full: the company's quote for an upstream booking whose legs all
 * refund in full keeps no fee, so `cancellationQuote` gives back everything paid for them.
 */
export function waiveFees(
  bookings: readonly QuotedUpstreamBooking[],
  fullRefund: readonly number[],
): QuotedUpstreamBooking[] {
  return bookings.map((booking) =>
    booking.legIndexes.every((index) => fullRefund.includes(index))
      ? {
          ...booking,
          quote: { ...booking.quote, coverage: 'full' as const, fee: 0, refund: booking.quote.paid },
        }
      : booking,
  );
}
