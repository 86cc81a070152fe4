import { Temporal } from '@js-temporal/polyfill';
import { BUSINESS_TIME_ZONE } from '#domain/site/business-hours.ts';

/** The instant of an Athens wall-clock time without offset (`2026-07-01T10:15:00`), as ACS writes times. */
export function athensInstant(localDateTime: string): Date | null {
  try {
    const local = Temporal.PlainDateTime.from(localDateTime.replace(' ', 'T'));
    return new Date(local.toZonedDateTime(BUSINESS_TIME_ZONE).epochMilliseconds);
  } catch {
    return null;
  }
}
