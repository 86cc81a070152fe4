/**
 * Local wall-clock time at ferry ports. Greece keeps Eastern European Time, Italy and Albania Central
 * European Time (both with EU summer time), Turkey +03:00 all year. Enough for a timetable; no tz database.
 */
const STANDARD_OFFSET_MINUTES: Record<string, number> = { GR: 120, IT: 60, AL: 60, TR: 180 };
const OBSERVES_EU_SUMMER_TIME = new Set(['GR', 'IT', 'AL']);
const MINUTE = 60_000;

function lastSundayUtc(year: number, monthIndex: number): number {
  const lastDay = new Date(Date.UTC(year, monthIndex + 1, 0));
  return Date.UTC(year, monthIndex, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/** Offset from UTC in minutes at an instant, for a port's country. */
export function offsetMinutes(instant: number, countryCode: string): number {
  const standard = STANDARD_OFFSET_MINUTES[countryCode] ?? 120;
  if (!OBSERVES_EU_SUMMER_TIME.has(countryCode)) return standard;
  const year = new Date(instant).getUTCFullYear();
  const summer = instant >= lastSundayUtc(year, 2) && instant < lastSundayUtc(year, 9);
  return standard + (summer ? 60 : 0);
}

/** The instant of a local date (YYYY-MM-DD) and time (HH:MM) at a port. */
export function localToInstant(date: string, time: string, countryCode: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const asUtc = Date.UTC(year, month - 1, day, hours, minutes);
  const guess = asUtc - offsetMinutes(asUtc, countryCode) * MINUTE;
  return asUtc - offsetMinutes(guess, countryCode) * MINUTE;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 local date-time with offset, e.g. 2026-07-01T07:25:00+03:00. */
export function formatLocal(instant: number, countryCode: string): string {
  const offset = offsetMinutes(instant, countryCode);
  const local = new Date(instant + offset * MINUTE);
  const sign = offset >= 0 ? '+' : '-';
  const abs = Math.abs(offset);
  return (
    `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}` +
    `T${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:00${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`
  );
}

export function localDate(instant: number, countryCode: string): string {
  return formatLocal(instant, countryCode).slice(0, 10);
}

export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday. */
export function weekday(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day)).getUTCDay();
}

export function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}
