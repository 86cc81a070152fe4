import { businessDay } from '../site/business-day.ts';

/**
 * An offer runs through the whole of its last day in Athens, as its "valid until" date reads; one
 * without an end date runs until staff take it down.
 */
export function offerHasEnded(validUntil: Date | null, now: Date): boolean {
  return validUntil !== null && businessDay(now) > businessDay(validUntil);
}
