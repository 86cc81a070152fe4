const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar day written YYYY-MM-DD (so 2026-02-30 is refused). */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Same-day returns are allowed: many island hops go and come back within a day. */
export function isReturnDateValid(departureDate: string, returnDate: string): boolean {
  return isIsoDate(departureDate) && isIsoDate(returnDate) && returnDate >= departureDate;
}

/** The day `days` after (or before, when negative) a YYYY-MM-DD day; calendar arithmetic, no time zones. */
export function addDays(isoDate: string, days: number): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
}

/**
 * The days around a searched day that a traveller may switch to: `spread` days either side, never before
 * `today`, so the strip moves forward rather than offering days that have sailed.
 */
export function neighbouringDays(isoDate: string, spread: number, today: string): string[] {
  const days: string[] = [];
  for (let offset = -spread; offset <= spread; offset++) {
    const day = addDays(isoDate, offset);
    if (day >= today) days.push(day);
  }
  return days;
}

/** A fare calendar asks for one month at a time: what one request may cover (issue #28). */
export const FARE_MONTH_MAX_DAYS = 31;

/**
 * The days of a fare calendar's month that can still be chosen: from the month's first day, or `firstDay`
 * when that is later (today, or the outbound day of a return), to the month's last. `days` is 0 when the
 * whole month is before `firstDay`.
 */
export function fareMonthWindow(month: string, firstDay: string): { from: string; days: number } {
  const start = `${month.slice(0, 8)}01`;
  const next = addDays(start, 31).slice(0, 8);
  const end = addDays(`${next}01`, -1);
  const from = firstDay > start ? firstDay : start;
  const days = from > end ? 0 : Math.round((Date.parse(end) - Date.parse(from)) / 86_400_000) + 1;
  return { from, days };
}
