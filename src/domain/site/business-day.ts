import { BUSINESS_TIME_ZONE } from './business-hours.ts';

// One formatter for the process: building one costs far more than using it. en-CA writes YYYY-MM-DD.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

const MINUTE_MS = 60_000;

/**
 * The last day told and the minute it was told for: time zones move by whole minutes, so every instant of
 * a minute falls on the same day, and formatting with a time zone is some 20 µs of every page that asks.
 */
let lastDay = { minute: Number.NaN, day: '' };

/**
 * The business day an instant falls on: its calendar date in Athens, as YYYY-MM-DD (which sorts as it reads).
 * This is "today" wherever Kyma asks (birth dates, departure dates, offers, statements, pickups), so the
 * browser and the server agree between midnight in Athens and midnight in UTC. The time-zone rules are the
 * runtime's tz database, not written here; the caller brings the instant (its clock), the domain reads none.
 */
export function businessDay(now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (minute !== lastDay.minute) lastDay = { minute, day: dayFormat.format(now) };
  return lastDay.day;
}
