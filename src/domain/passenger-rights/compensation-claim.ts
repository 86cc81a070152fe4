import type { Cents } from '../money/cents.ts';
import type { Order } from '../orders/order.ts';
import type { PassengerRight } from './passenger-rights.ts';

/** Where a claim stands at the company: taken, decided either way, paid. */
export const CLAIM_STEPS = ['submitted', 'accepted', 'refused', 'paid'] as const;
export type ClaimStep = (typeof CLAIM_STEPS)[number];

/** A claim whose company has not taken it yet reads `pending`; `refused` and `paid` are final. */
export type ClaimProgress = 'pending' | ClaimStep;

export interface ClaimStepEntry {
  step: ClaimStep;
  at: string;
}

type Compensation = Extract<PassengerRight, { kind: 'compensation' }>;

/** What a claim asks, prefilled from the order and the computed compensation (decision 0070). */
export interface ClaimDraft {
  /** One claim per order leg and disruption: its key at Kyma and at the company. */
  claimKey: string;
  legIndex: number;
  disruptionKey: string;
  agentName: string;
  upstreamOrderCode: string;
  tripId: string;
  from: string;
  to: string;
  departure: string;
  companyName: string;
  claimant: { firstName: string; lastName: string; email: string };
  ticketNumbers: string[];
  arrivalDelayMinutes: number;
  percent: 25 | 50;
  amount: Cents;
}

/** Kyma's record of a claim sent (or being sent) to the company, with each step the company took. */
export interface CompensationClaim extends ClaimDraft {
  id: string;
  orderId: string;
  claimCode: string | null;
  progress: ClaimProgress;
  steps: ClaimStepEntry[];
  createdAt: string;
}

/** The claim for one leg of an order, from its leader, its tickets and the compensation the rules give. */
export function claimDraft(
  order: Pick<Order, 'reference' | 'leader' | 'legs' | 'tickets'>,
  legIndex: number,
  disruptionKey: string,
  compensation: Compensation,
): ClaimDraft | null {
  const leg = order.legs[legIndex];
  if (!leg) return null;
  return {
    claimKey: `${order.reference}:${legIndex}:${disruptionKey}`,
    legIndex,
    disruptionKey,
    agentName: leg.agentName,
    upstreamOrderCode: leg.upstreamOrderCode,
    tripId: leg.booking.tripId,
    from: leg.booking.departurePort,
    to: leg.booking.destinationPort,
    departure: leg.booking.departureDatetime,
    companyName: leg.companyName,
    claimant: {
      firstName: order.leader.firstName,
      lastName: order.leader.lastName,
      email: order.leader.email,
    },
    ticketNumbers: order.tickets.filter((ticket) => ticket.legIndex === legIndex).map((t) => t.ticketNumber),
    arrivalDelayMinutes: compensation.arrivalDelayMinutes,
    percent: compensation.percent,
    amount: compensation.amount,
  };
}

/** The steps the company has newly taken since the ones Kyma recorded. */
export function newSteps(recorded: ClaimStepEntry[], now: ClaimStepEntry[]): ClaimStepEntry[] {
  return now.slice(recorded.length);
}
