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
