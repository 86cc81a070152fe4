const ZONE = 'Europe/Athens';
const MINUTE = 60_000;

const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' });
const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Athens' offset from UTC at an instant, in minutes (120 in winter, 180 in summer). */
function offsetMinutes(instant: number): number {
  const name = offsetFormat.formatToParts(instant).find((part) => part.type === 'timeZoneName')?.value ?? '';
  const found = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  if (!found) return 0;
  const minutes = Number(found[2]) * 60 + Number(found[3]);
  return found[1] === '-' ? -minutes : minutes;
}

/** The calendar date in Athens (YYYY-MM-DD): the day the courier picks the parcel up. */
export function athensDate(instant: Date): string {
  return dateFormat.format(instant);
}

/** The instant of an Athens wall-clock time without offset (`2026-07-01T10:15:00`), as ACS writes times. */
export function athensInstant(localDateTime: string): Date | null {
  const asUtc = Date.parse(`${localDateTime.replace(' ', 'T')}Z`);
  if (Number.isNaN(asUtc)) return null;
  const guess = asUtc - offsetMinutes(asUtc) * MINUTE;
  return new Date(asUtc - offsetMinutes(guess) * MINUTE);
}
