import { BUSINESS_TIME_ZONE } from '../site/business-hours.ts';

/** The calendar day of an instant in Athens, as YYYY-MM-DD (which sorts as it reads). */
const athensDay = (instant: Date) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(instant);

/**
 * An offer runs through the whole of its last day in Athens, as its "valid until" date reads; one
 * without an end date runs until staff take it down.
 */
export function offerHasEnded(validUntil: Date | null, now: Date): boolean {
  return validUntil !== null && athensDay(now) > athensDay(validUntil);
}
