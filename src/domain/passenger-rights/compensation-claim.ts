import type { Cents } from '../money/cents.ts';
import type { Order } from '../orders/order.ts';
import type { CareClaim } from './care-claim.ts';
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

/** A claim is for compensation for arriving late (Art. 19) or for the care paid for while waiting (Art. 17). */
export const CLAIM_KINDS = ['compensation', 'care'] as const;
export type ClaimKind = (typeof CLAIM_KINDS)[number];

/** Who claims, for which leg at which company: prefilled from the order whatever the claim's kind. */
interface ClaimParties {
  /** One claim per order leg, disruption and kind: its key at Kyma and at the company. */
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
}

/** What a compensation claim asks: a share of the leg's price for the arrival delay (decision 0070). */
interface CompensationAsked {
  kind: 'compensation';
  arrivalDelayMinutes: number;
  percent: 25 | 50;
  amount: Cents;
}

/** What a care claim asks: the expenses, capped line by line (decision 0089). */
interface CareAsked {
  kind: 'care';
  care: CareClaim;
  amount: Cents;
}

/** What a claim asks, prefilled from the order (decisions 0070, 0089). */
export type ClaimDraft = ClaimParties & (CompensationAsked | CareAsked);
type CompensationDraft = ClaimParties & CompensationAsked;

/** Kyma's record of a claim sent (or being sent) to the company, with each step the company took. */
export type CompensationClaim = ClaimDraft & {
  id: string;
  orderId: string;
  claimCode: string | null;
  progress: ClaimProgress;
  steps: ClaimStepEntry[];
  createdAt: string;
};

type ClaimOrder = Pick<Order, 'reference' | 'leader' | 'legs' | 'tickets'>;

/** The parties of a claim for one leg of an order: its leader, the leg's booking and its tickets. */
function claimParties(
  order: ClaimOrder,
  legIndex: number,
  disruptionKey: string,
  kind: ClaimKind,
): ClaimParties | null {
  const leg = order.legs[legIndex];
  if (!leg) return null;
  // The compensation claim's key has no suffix: claims made before care existed keep theirs.
  const suffix = kind === 'compensation' ? '' : `:${kind}`;
  return {
    claimKey: `${order.reference}:${legIndex}:${disruptionKey}${suffix}`,
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
  };
}

/** The compensation claim for one leg of an order, from its leader, its tickets and the compensation due. */
export function claimDraft(
  order: ClaimOrder,
  legIndex: number,
  disruptionKey: string,
  compensation: Compensation,
): CompensationDraft | null {
  const parties = claimParties(order, legIndex, disruptionKey, 'compensation');
  if (!parties) return null;
  const { arrivalDelayMinutes, percent, amount } = compensation;
  return { ...parties, kind: 'compensation', arrivalDelayMinutes, percent, amount };
}

/** The care claim for one leg of an order: what the traveller spent, as the rules cap it. */
export function careClaimDraft(
  order: ClaimOrder,
  legIndex: number,
  disruptionKey: string,
  care: CareClaim,
): ClaimDraft | null {
  const parties = claimParties(order, legIndex, disruptionKey, 'care');
  return parties && { ...parties, kind: 'care', care, amount: care.amount };
}

/** The steps the company has newly taken since the ones Kyma recorded. */
export function newSteps(recorded: ClaimStepEntry[], now: ClaimStepEntry[]): ClaimStepEntry[] {
  return now.slice(recorded.length);
}
