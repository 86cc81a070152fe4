import type { Cents } from '../money/cents.ts';
import type { QuotedUpstreamBooking } from '../orders/cancellation-quote.ts';
import { LONG_DEPARTURE_DELAY_MINUTES } from '../passenger-rights/passenger-rights.ts';
import type { SailingDisruption, SailingStatus } from './disruption.ts';

/** What a traveller (or staff for them) chose for a leg a disruption touched: a full refund, or another sailing. */
export interface DisruptionChoice {
  legIndex: number;
  choice: 'refund' | 'rebook';
  /** `traveller`, or the staff member's e-mail address when staff acted for them. */
  by: string;
  at: string;
}

/** A disruption as recorded on an order: the legs it touches, those whose connection it broke. */
export interface RecordedOnOrder {
  disruption: Pick<SailingDisruption, 'kind' | 'delayMinutes'>;
  legs: number[];
  connectionLegs: number[];
  /** What was chosen for its legs; a leg rebooked for it is on a sailing nobody disrupted. */
  choices?: readonly DisruptionChoice[];
}

/**
 * The legs that refund in full, without the company's fee (issue #26 point 3): a leg the company cancelled,
 * one whose departure it put off by more than the 90 minutes that give the choice of reimbursement
 * (Art. 18), and every leg whose connection such a disruption or any delay broke (protected connections).
 */
export function fullRefundLegs(recorded: readonly RecordedOnOrder[]): number[] {
  const legs = recorded.flatMap(({ disruption, legs, connectionLegs }) =>
    owesTheChoice(disruption) ? [...legs, ...connectionLegs] : connectionLegs,
  );
  const rebooked = new Set(chosenLegs(recorded, 'rebook'));
  return [...new Set(legs)].filter((leg) => !rebooked.has(leg)).sort((a, b) => a - b);
}

/**
 * Whether an event leaves its sailing's travellers the choice of a full refund or another sailing at no
 * cost: the sailing is cancelled, or its departure put off by more than the 90 minutes of Art. 18.
 */
export function owesTheChoice(disruption: Pick<SailingDisruption, 'kind' | 'delayMinutes'>): boolean {
  return (
    disruption.kind === 'cancelled' ||
    (disruption.kind === 'delayed' && (disruption.delayMinutes ?? 0) > LONG_DEPARTURE_DELAY_MINUTES)
  );
}

/**
 * Whether a company owes a change at no cost for the event a change names (decision 0094): its own feed
 * tells that event about the sailing, and the sailing stands cancelled or put off by more than 90 minutes
 * (the latest delay counts, so one later cut to less owes nothing). A change naming any other event is
 * one like any other: the asker's word is not enough.
 */
export function freeChangeOwed(status: SailingStatus, eventId: string): boolean {
  const event = status.disruptions.find((each) => each.id === eventId);
  return (
    !!event &&
    owesTheChoice(event) &&
    (status.state === 'cancelled' || owesTheChoice({ kind: 'delayed', delayMinutes: status.delayMinutes }))
  );
}

function chosenLegs(recorded: readonly RecordedOnOrder[], choice?: DisruptionChoice['choice']): number[] {
  return recorded.flatMap((entry) =>
    (entry.choices ?? []).filter((each) => !choice || each.choice === choice).map((each) => each.legIndex),
  );
}

/**
 * A leg still owed its choice (issue #26 point 3): one that refunds in full and for which nothing was chosen
 * yet. The choice is made once: a leg refunded is gone, and a leg rebooked is on a sailing nobody disrupted,
 * so neither takes a second refund without fee nor a second change without cost.
 */
export function choiceOpen(recorded: readonly RecordedOnOrder[], legIndex: number): boolean {
  return fullRefundLegs(recorded).includes(legIndex) && !chosenLegs(recorded).includes(legIndex);
}

/**
 * A change made for a disruption is waived (issue #26 point 3, decision 0082): the company cancelled the
 * sailing or broke the connection, so the traveller moves to another sailing of the route paying neither the
 * fare difference nor the company's fee, and a cheaper sailing gives nothing back (the traveller keeps the
 * journey they paid for). The change adds no charge line: what it cost the traveller is nothing.
 */
export function waiveChange<Q extends { fareDifference: Cents; fee: Cents; total: Cents }>(quote: Q): Q {
  return { ...quote, fareDifference: 0, fee: 0, total: 0 };
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
