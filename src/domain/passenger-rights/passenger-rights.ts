import type { Cents } from '../money/cents.ts';
import {
  compensationPercent,
  compensationThreshold,
  MINIMUM_COMPENSATION,
  shareOfPrice,
} from './arrival-compensation.ts';
import type { LegDisruptionFacts } from './leg-disruption-facts.ts';

/** Accommodation the carrier owes may be capped at 80 € a night for 3 nights (Art. 17(2)). */
export const ACCOMMODATION_PER_NIGHT: Cents = 8000;
export const ACCOMMODATION_NIGHTS = 3;
/** The choice and care start with a departure delay of more than 90 minutes (Art. 17(1), 18(1)). */
export const LONG_DEPARTURE_DELAY_MINUTES = 90;

export type RightKind =
  | 'information'
  | 'reroutingOrReimbursement'
  | 'refreshments'
  | 'accommodation'
  | 'compensation';

/** Each right names its article of Regulation (EU) 1177/2010, worded by the page. */
export type PassengerRight =
  | { kind: 'information'; article: '16' }
  | { kind: 'reroutingOrReimbursement'; article: '18' }
  | { kind: 'refreshments'; article: '17(1)' }
  | { kind: 'accommodation'; article: '17(2)'; nights: number; perNight: Cents }
  | {
      kind: 'compensation';
      article: '19';
      percent: 25 | 50;
      amount: Cents;
      arrivalDelayMinutes: number;
      thresholdMinutes: number;
    };

export type WithholdingReason = 'weather' | 'extraordinary' | 'knownBeforePurchase' | 'belowMinimum';

/** A right the disruption would give, withheld by an exemption, so the page can say why. */
interface WithheldRight {
  kind: RightKind;
  reason: WithholdingReason;
  article: '17(3)' | '19(6)' | '20(2)' | '20(3)' | '20(4)';
}

export interface PassengerRights {
  rights: PassengerRight[];
  withheld: WithheldRight[];
}

const minutesBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 60_000);

/** The departure delay in minutes; a cancellation counts as the longest. */
export function departureDelay(facts: LegDisruptionFacts): number {
  if (facts.kind === 'cancelled') return Number.POSITIVE_INFINITY;
  return facts.expectedDeparture ? minutesBetween(facts.scheduledDeparture, facts.expectedDeparture) : 0;
}

/** Art. 17 and 18: the choice, refreshments and, unless the weather is the cause, a bed. */
function choiceAndCare(facts: LegDisruptionFacts): PassengerRights {
  if (facts.knownBeforePurchase) {
    const kinds: RightKind[] = ['reroutingOrReimbursement', 'refreshments', 'accommodation'];
    return {
      rights: [],
      withheld: kinds.map((kind) => ({ kind, reason: 'knownBeforePurchase', article: '20(2)' })),
    };
  }
  const rights: PassengerRight[] = [
    { kind: 'reroutingOrReimbursement', article: '18' },
    { kind: 'refreshments', article: '17(1)' },
  ];
  if (facts.cause === 'weather')
    return { rights, withheld: [{ kind: 'accommodation', reason: 'weather', article: '17(3)' }] };
  const bed: PassengerRight = {
    kind: 'accommodation',
    article: '17(2)',
    nights: ACCOMMODATION_NIGHTS,
    perNight: ACCOMMODATION_PER_NIGHT,
  };
  return { rights: [...rights, bed], withheld: [] };
}

/** Art. 19 and its exemptions: a share of the price for arriving late. */
function compensation(facts: LegDisruptionFacts): PassengerRights {
  if (facts.kind === 'cancelled' || !facts.expectedArrival) return { rights: [], withheld: [] };
  const arrivalDelayMinutes = minutesBetween(facts.scheduledArrival, facts.expectedArrival);
  const percent = compensationPercent(arrivalDelayMinutes, facts.scheduledJourneyMinutes);
  if (percent === 0) return { rights: [], withheld: [] };
  const withheld = (reason: WithholdingReason, article: WithheldRight['article']): PassengerRights => ({
    rights: [],
    withheld: [{ kind: 'compensation', reason, article }],
  });
  if (facts.knownBeforePurchase) return withheld('knownBeforePurchase', '20(3)');
  if (facts.cause !== 'other') return withheld(facts.cause, '20(4)');
  const amount = shareOfPrice(facts.paidForLeg, percent);
  if (amount < MINIMUM_COMPENSATION) return withheld('belowMinimum', '19(6)');
  const thresholdMinutes = compensationThreshold(facts.scheduledJourneyMinutes) * (percent === 50 ? 2 : 1);
  return {
    rights: [{ kind: 'compensation', article: '19', percent, amount, arrivalDelayMinutes, thresholdMinutes }],
    withheld: [],
  };
}

/**
 * What Regulation (EU) 1177/2010 gives a traveller on a disrupted leg (decision 0070): information on any
 * cancellation or departure delay (Art. 16); on a cancellation or a departure delay of more than 90 minutes the
 * choice of rerouting or reimbursement (Art. 18) and care (Art. 17); on a late arrival compensation (Art. 19).
 */
export function passengerRights(facts: LegDisruptionFacts): PassengerRights {
  const delay = departureDelay(facts);
  const parts: PassengerRights[] = [];
  if (delay > 0) parts.push({ rights: [{ kind: 'information', article: '16' }], withheld: [] });
  if (delay > LONG_DEPARTURE_DELAY_MINUTES) parts.push(choiceAndCare(facts));
  parts.push(compensation(facts));
  return {
    rights: parts.flatMap((part) => part.rights),
    withheld: parts.flatMap((part) => part.withheld),
  };
}

/** The compensation the traveller may claim, if any. */
export function claimableCompensation(rights: PassengerRights) {
  return rights.rights.find((right) => right.kind === 'compensation');
}
