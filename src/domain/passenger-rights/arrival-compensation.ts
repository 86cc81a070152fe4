import type { Cents } from '../money/cents.ts';

/** A carrier may pay nothing below this (Art. 19(6) allows a threshold of at most 6 €); we assume the most. */
export const MINIMUM_COMPENSATION: Cents = 600;

const HOUR = 60;

/**
 * The arrival delay, in minutes, that earns 25 % of the price for a scheduled journey of this length
 * (Art. 19(1)): 1 h up to 4 h, 2 h up to 8 h, 3 h up to 24 h, 6 h beyond. Twice it earns 50 % (Art. 19(2)).
 */
export function compensationThreshold(scheduledJourneyMinutes: number): number {
  if (scheduledJourneyMinutes <= 4 * HOUR) return HOUR;
  if (scheduledJourneyMinutes <= 8 * HOUR) return 2 * HOUR;
  if (scheduledJourneyMinutes <= 24 * HOUR) return 3 * HOUR;
  return 6 * HOUR;
}

/** The share of the price owed for an arrival delay: 0, 25 or 50 (per cent). */
export function compensationPercent(
  arrivalDelayMinutes: number,
  scheduledJourneyMinutes: number,
): 0 | 25 | 50 {
  const threshold = compensationThreshold(scheduledJourneyMinutes);
  if (arrivalDelayMinutes >= 2 * threshold) return 50;
  return arrivalDelayMinutes >= threshold ? 25 : 0;
}

/**
 * `percent` of the price in whole cents, rounded to the nearest cent with half a cent going to the traveller
 * (integer arithmetic: no float ever holds money).
 */
export function shareOfPrice(price: Cents, percent: number): Cents {
  return Math.floor((price * percent + 50) / 100);
}
