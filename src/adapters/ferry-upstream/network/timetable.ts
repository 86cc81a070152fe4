import { addDays } from '#domain/search/calendar-date.ts';
import { greatCircleNm } from '#domain/shared/great-circle.ts';
import { findLine, LINES, type Line, type Season } from '../catalogue/lines.ts';
import { findPort, portOrThrow } from '../catalogue/ports.ts';
import { vesselOrThrow } from '../catalogue/vessels.ts';
import { formatLocal, localDate, localToInstant, weekday } from './local-time.ts';

const MINUTE = 60_000;
const DAY_NAMES = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

function portsApartNm(fromCode: string, toCode: string): number {
  return greatCircleNm(portOrThrow(fromCode), portOrThrow(toCode));
}

export function seasonOf(date: string): Season {
  const monthDay = Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
  if (monthDay >= 615 && monthDay <= 915) return 'S';
  if (monthDay >= 401 && monthDay <= 1031) return 'M';
  return 'W';
}

interface Schedule {
  days: Set<number>;
  out: string[];
  back: string[];
}

const scheduleCache = new Map<string, Schedule>();

function parseSchedule(text: string): Schedule {
  const cached = scheduleCache.get(text);
  if (cached) return cached;
  const [daysAndOut = '', back = ''] = text.split('|').map((part) => part.trim());
  const [days = '', out = ''] = daysAndOut.split(/\s+/);
  const schedule: Schedule = {
    days: new Set(
      days === 'daily' ? [0, 1, 2, 3, 4, 5, 6] : days.split(',').map((day) => DAY_NAMES.indexOf(day)),
    ),
    out: out.split(',').filter(Boolean),
    back: back.split(',').filter(Boolean),
  };
  scheduleCache.set(text, schedule);
  return schedule;
}

type Direction = 'O' | 'R';

/** One voyage of a ship along its line: the unit the availability store counts places on. */
export interface Run {
  sailingId: string;
  line: Line;
  direction: Direction;
  date: string;
  time: string;
  stops: string[];
  /** Arrival and departure instants (ms) at each stop; the first has no arrival, the last no departure. */
  arrivals: number[];
  departures: number[];
  /** Sea miles from the first stop to each stop. */
  miles: number[];
}

function sailingId(lineId: string, direction: Direction, date: string, time: string): string {
  return `${lineId}-${direction}-${date.replaceAll('-', '')}-${time.replace(':', '')}`;
}

function roundToFiveMinutes(instant: number): number {
  return Math.round(instant / (5 * MINUTE)) * 5 * MINUTE;
}

function buildRun(line: Line, direction: Direction, date: string, time: string): Run {
  const vessel = vesselOrThrow(line.vessel);
  const stops = direction === 'O' ? line.stops : [...line.stops].reverse();
  const manoeuvre = vessel.highSpeed ? 5 : 10;
  const dwell = vessel.highSpeed ? 5 : 10;
  const first = portOrThrow(stops[0]!);
  const departures = [localToInstant(date, time, first.countryCode)];
  const arrivals = [Number.NaN];
  const miles = [0];
  for (let index = 1; index < stops.length; index++) {
    const nm = portsApartNm(stops[index - 1]!, stops[index]!) * line.detour;
    const minutes = (nm / vessel.speed) * 60 + manoeuvre;
    const arrival = roundToFiveMinutes(departures[index - 1]! + minutes * MINUTE);
    arrivals.push(arrival);
    departures.push(arrival + dwell * MINUTE);
    miles.push(miles[index - 1]! + nm);
  }
  departures[stops.length - 1] = Number.NaN;
  return {
    sailingId: sailingId(line.id, direction, date, time),
    line,
    direction,
    date,
    time,
    stops,
    arrivals,
    departures,
    miles,
  };
}

/** The voyages a line starts on a local date (at its first port for that direction). */
export function runsStartingOn(line: Line, date: string): Run[] {
  const text = line.schedules[seasonOf(date)];
  if (!text) return [];
  const schedule = parseSchedule(text);
  if (!schedule.days.has(weekday(date))) return [];
  return [
    ...schedule.out.map((time) => buildRun(line, 'O', date, time)),
    ...schedule.back.map((time) => buildRun(line, 'R', date, time)),
  ];
}

/** A bookable trip: one run between two of its stops. */
export interface Segment {
  tripId: string;
  run: Run;
  fromIndex: number;
  toIndex: number;
  from: string;
  to: string;
  departure: number;
  arrival: number;
  departureDatetime: string;
  arrivalDatetime: string;
  miles: number;
}

function segmentOf(run: Run, fromIndex: number, toIndex: number): Segment {
  const from = run.stops[fromIndex]!;
  const to = run.stops[toIndex]!;
  const departure = run.departures[fromIndex]!;
  const arrival = run.arrivals[toIndex]!;
  return {
    tripId: `${run.sailingId}-${from}-${to}`,
    run,
    fromIndex,
    toIndex,
    from,
    to,
    departure,
    arrival,
    departureDatetime: formatLocal(departure, portOrThrow(from).countryCode),
    arrivalDatetime: formatLocal(arrival, portOrThrow(to).countryCode),
    miles: run.miles[toIndex]! - run.miles[fromIndex]!,
  };
}

/** Lines calling at `from` and later at `to` in one direction or the other. */
function linesBetween(from: string, to: string, lines: Line[] = LINES): Line[] {
  return lines.filter((line) => line.stops.includes(from) && line.stops.includes(to) && from !== to);
}

/** Every trip from `from` to `to` leaving on a local date at `from`, in departure order. */
export function segmentsOn(from: string, to: string, date: string, lines: Line[] = LINES): Segment[] {
  // A port no line calls at (a typo, a code of another system) has no sailings; it is not a failure.
  const fromCountry = findPort(from)?.countryCode;
  if (!fromCountry) return [];
  const segments: Segment[] = [];
  for (const line of linesBetween(from, to, lines)) {
    // A voyage that started the evening before may reach `from` after midnight.
    for (const run of [...runsStartingOn(line, addDays(date, -1)), ...runsStartingOn(line, date)]) {
      const fromIndex = run.stops.indexOf(from);
      const toIndex = run.stops.indexOf(to);
      if (fromIndex < 0 || toIndex <= fromIndex) continue;
      const segment = segmentOf(run, fromIndex, toIndex);
      if (localDate(segment.departure, fromCountry) === date) segments.push(segment);
    }
  }
  return segments.sort((a, b) => a.departure - b.departure);
}

/** Rebuilds a trip from its id, or undefined when the id names no sailing of the timetable. */
export function segmentById(tripId: string): Segment | undefined {
  const match = /^([A-Z0-9]+)-([OR])-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})-([A-Z]{3})-([A-Z]{3})$/.exec(
    tripId,
  );
  if (!match) return undefined;
  const [, lineId, direction, year, month, day, hours, minutes, from, to] = match as unknown as string[];
  const line = findLine(lineId!);
  if (!line) return undefined;
  const date = `${year}-${month}-${day}`;
  const time = `${hours}:${minutes}`;
  const run = runsStartingOn(line, date).find(
    (candidate) => candidate.direction === direction && candidate.time === time,
  );
  if (!run) return undefined;
  const fromIndex = run.stops.indexOf(from!);
  const toIndex = run.stops.indexOf(to!);
  if (fromIndex < 0 || toIndex <= fromIndex) return undefined;
  return segmentOf(run, fromIndex, toIndex);
}

/** Ports reachable from `origin` on some line, in either sailing direction. */
export function reachableFrom(origin: string, lines: Line[] = LINES): string[] {
  const codes = new Set<string>();
  for (const line of lines) {
    if (!line.stops.includes(origin)) continue;
    for (const stop of line.stops) if (stop !== origin) codes.add(stop);
  }
  return [...codes].sort();
}

/** Every trip of a voyage: each pair of its stops in sailing order. */
export function tripIdsOf(run: Run): string[] {
  return run.stops.flatMap((from, fromIndex) =>
    run.stops.slice(fromIndex + 1).map((to) => `${run.sailingId}-${from}-${to}`),
  );
}

/** Rebuilds a voyage from its sailing id, or undefined when the id names none of the timetable. */
export function runById(sailingId: string): Run | undefined {
  const match = /^([A-Z0-9]+)-([OR])-(\d{4})(\d{2})(\d{2})-(\d{2})(\d{2})$/.exec(sailingId);
  if (!match) return undefined;
  const [, lineId, direction, year, month, day, hours, minutes] = match as unknown as string[];
  const line = findLine(lineId!);
  if (!line) return undefined;
  return runsStartingOn(line, `${year}-${month}-${day}`).find(
    (run) => run.direction === direction && run.time === `${hours}:${minutes}`,
  );
}
