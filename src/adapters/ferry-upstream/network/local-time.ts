import { Temporal } from '@js-temporal/polyfill';
import { BUSINESS_TIME_ZONE } from '#domain/site/business-hours.ts';

/**
 * Local wall-clock time at ferry ports, by the port's country. The rules (EU summer time in Greece, Italy
 * and Albania, none in Turkey) are the tz database's, through Temporal, not written here.
 */
const PORT_TIME_ZONES: Record<string, string> = {
  GR: 'Europe/Athens',
  IT: 'Europe/Rome',
  AL: 'Europe/Tirane',
  TR: 'Europe/Istanbul',
};
const HOUR = 3_600_000;

const zoneOf = (countryCode: string) => PORT_TIME_ZONES[countryCode] ?? BUSINESS_TIME_ZONE;

// A search reads the offset at every stop of every run, and the polyfill takes about 100 µs a reading (four
// times the rest of the timetable): read once per zone and UTC hour, since these zones change offset only
// on the hour. Bounded by the hours the timetable is asked about.
const offsets = new Map<string, number>();

/** A port's offset from UTC at an instant, in milliseconds. */
function offsetAt(instant: number, countryCode: string): number {
  const zone = zoneOf(countryCode);
  const key = `${zone}@${Math.floor(instant / HOUR)}`;
  let offset = offsets.get(key);
  if (offset === undefined) {
    offset = Temporal.Instant.fromEpochMilliseconds(instant).toZonedDateTimeISO(zone).offsetNanoseconds / 1e6;
    offsets.set(key, offset);
  }
  return offset;
}

/** The instant of a local date (YYYY-MM-DD) and time (HH:MM) at a port. */
export function localToInstant(date: string, time: string, countryCode: string): number {
  const wallClock = Date.parse(`${date}T${time}:00Z`);
  const guess = wallClock - offsetAt(wallClock, countryCode);
  return wallClock - offsetAt(guess, countryCode);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** ISO 8601 local date-time with offset, e.g. 2026-07-01T07:25:00+03:00. */
export function formatLocal(instant: number, countryCode: string): string {
  const offset = offsetAt(instant, countryCode);
  const minutes = Math.abs(offset) / 60_000;
  const sign = offset < 0 ? '-' : '+';
  return `${new Date(instant + offset).toISOString().slice(0, 19)}${sign}${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The local date (YYYY-MM-DD) of an instant at a port. */
export function localDate(instant: number, countryCode: string): string {
  return new Date(instant + offsetAt(instant, countryCode)).toISOString().slice(0, 10);
}

/** 0 = Sunday … 6 = Saturday: calendar arithmetic, no time zone. */
export function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}
