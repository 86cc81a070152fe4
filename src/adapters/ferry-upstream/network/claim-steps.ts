import type { CareRequest, ClaimRequest, UpstreamClaim } from '#application/ports/ferry-claims.ts';
import type { BookedLeg } from '#application/ports/upstream-booking.ts';
import { compensationPercent } from '#domain/passenger-rights/arrival-compensation.ts';
import type { ClaimStep } from '#domain/passenger-rights/compensation-claim.ts';
import { ACCOMMODATION_NIGHTS, ACCOMMODATION_PER_NIGHT } from '#domain/passenger-rights/passenger-rights.ts';

/** How long a simulated company takes to decide on a claim, and then to pay an accepted one. */
const CLAIM_REVIEW_MS = 10 * 60_000;
const CLAIM_PAYMENT_MS = 60 * 60_000;

export type ClaimDecision = 'accepted' | 'refused';

/** A claim as a simulated company keeps it: what was asked, what it decided, and when it was asked. */
export interface StoredClaim {
  claimCode: string;
  agentName: string;
  request: ClaimRequest;
  decision: ClaimDecision;
  submittedAt: Date;
}

/**
 * A care claim passes when its stay keeps to Art. 17(2)'s caps for the booking's passengers on the leg and its
 * amount adds up; the meals the company takes as Kyma reckoned them (the regulation sets no figure).
 */
function careDecision(request: CareRequest & { amount: number }, passengers: number): ClaimDecision {
  const { meals, nights, perNight } = request.care;
  const withinCaps = nights <= ACCOMMODATION_NIGHTS && perNight <= ACCOMMODATION_PER_NIGHT * passengers;
  return withinCaps && request.amount === meals + nights * perNight ? 'accepted' : 'refused';
}

/**
 * The company checks the claim against its own record of the sailing: it accepts compensation when the share
 * claimed is no more than its own reading of Art. 19 gives for that delay on the leg's scheduled journey, and
 * care when it keeps to Art. 17's caps for the leg's `passengers`.
 */
export function claimDecision(request: ClaimRequest, leg: BookedLeg, passengers: number): ClaimDecision {
  if (request.kind === 'care') return careDecision(request, passengers);
  const journeyMinutes = (Date.parse(leg.arrivalDatetime) - Date.parse(leg.departureDatetime)) / 60_000;
  return request.percent <= compensationPercent(request.arrivalDelayMinutes, journeyMinutes)
    ? 'accepted'
    : 'refused';
}

/** The claim as it stands at `now`: submitted, decided after the review, paid an hour after accepting. */
export function claimAt(claim: StoredClaim, now: Date): UpstreamClaim {
  const submitted = claim.submittedAt.getTime();
  const schedule: { step: ClaimStep; at: number }[] = [
    { step: 'submitted', at: submitted },
    { step: claim.decision, at: submitted + CLAIM_REVIEW_MS },
  ];
  if (claim.decision === 'accepted')
    schedule.push({ step: 'paid', at: submitted + CLAIM_REVIEW_MS + CLAIM_PAYMENT_MS });
  const steps = schedule
    .filter((entry) => entry.at <= now.getTime())
    .map((entry) => ({ step: entry.step, at: new Date(entry.at).toISOString() }));
  return {
    claimCode: claim.claimCode,
    claimKey: claim.request.claimKey,
    orderCode: claim.request.orderCode,
    amount: claim.request.amount,
    step: steps.at(-1)!.step,
    steps,
  };
}
