import type { Cents } from '../money/cents.ts';

/** Why a sailing was disrupted, as far as passenger rights care (Art. 17(3) and 20(4)). */
export type DisruptionCause = 'weather' | 'extraordinary' | 'other';

/**
 * The facts of one leg's disruption that Regulation (EU) 1177/2010 needs, whatever reported them: kept apart
 * from the disruption events so the rules can be read, tested and wired on their own.
 */
export interface LegDisruptionFacts {
  kind: 'cancelled' | 'delayed';
  /** ISO instants. */
  scheduledDeparture: string;
  scheduledArrival: string;
  /** The new departure and arrival, expected or actual; absent for a cancelled sailing. */
  expectedDeparture?: string;
  expectedArrival?: string;
  /** The journey as scheduled, which picks the compensation threshold (Art. 19(1)). */
  scheduledJourneyMinutes: number;
  cause: DisruptionCause;
  /** What the traveller paid for this leg (decision 0054), the basis of compensation (Art. 19(3)). */
  paidForLeg: Cents;
  /** Told of the cancellation or delay before buying: no choice, care or compensation (Art. 20(2), (3)). */
  knownBeforePurchase: boolean;
}
