import { Temporal } from '@js-temporal/polyfill';

/** Liknoss writes its option and creation times as Athens wall-clock time, YYYY-MM-DD HH:MM. */
const LIKNOSS_TIME_ZONE = 'Europe/Athens';

/** The instant (ISO 8601, UTC) of a Liknoss wall-clock time. */
export function instantOfAthensTime(localTime: string): string {
  return Temporal.PlainDateTime.from(localTime.replace(' ', 'T'))
    .toZonedDateTime(LIKNOSS_TIME_ZONE)
    .toInstant()
    .toString();
}

/** An instant as Liknoss writes it, YYYY-MM-DD HH:MM in Athens. */
export function athensTimeOf(instant: Date): string {
  const local = Temporal.Instant.fromEpochMilliseconds(instant.getTime()).toZonedDateTimeISO(
    LIKNOSS_TIME_ZONE,
  );
  return local.toPlainDateTime().toString({ smallestUnit: 'minute' }).replace('T', ' ');
}
