import { BUSINESS_TIME_ZONE } from '#domain/site/business-hours.ts';

// One formatter for the process: building one costs far more than using it.
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today as YYYY-MM-DD on the business's clock (Greek time): sailings are dated in port time. */
export function businessToday(now: Date): string {
  return dateFormat.format(now);
}
