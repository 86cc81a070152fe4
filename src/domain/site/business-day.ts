import { BUSINESS_TIME_ZONE } from './business-hours.ts';
import { keptForTheMinute } from './kept-for-the-minute.ts';

// One formatter for the process: building one costs far more than using it. en-CA writes YYYY-MM-DD.
const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/**
 * The business day an instant falls on: its calendar date in Athens, as YYYY-MM-DD (which sorts as it reads).
 * This is "today" wherever Kyma asks (birth dates, departure dates, offers, statements, pickups), so the
 * browser and the server agree between midnight in Athens and midnight in UTC. The time-zone rules are the
 * runtime's tz database, not written here; the caller brings the instant (its clock), the domain reads none.
 */
export const businessDay: (now: Date) => string = keptForTheMinute((now) => dayFormat.format(now));
