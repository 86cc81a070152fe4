import type { DisruptionKind, SailingDisruption } from '#domain/disruptions/disruption.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import type { Line, Season } from '../catalogue/lines.ts';
import { portOrThrow } from '../catalogue/ports.ts';
import { VESSELS, vesselOrThrow } from '../catalogue/vessels.ts';
import { unitHash } from './fares.ts';
import { type Run, runsStartingOn, seasonOf, tripIdsOf } from './timetable.ts';

const HOUR = 3_600_000;

/**
 * How often a sailing is disrupted, per season: the winter storms, the summer meltemi, calmer shoulder
 * months. High-speed craft stay in port in weather conventional ships sail through.
 */
const SEASON_RATE: Record<Season, number> = { W: 0.08, S: 0.05, M: 0.03 };
const HIGH_SPEED_FACTOR = 1.6;

/** Of the disrupted sailings, what happens to them (cumulative shares). */
const KIND_SHARES: [DisruptionKind, number][] = [
  ['weatherWarning', 0.35],
  ['delayed', 0.7],
  ['cancelled', 0.85],
  ['vesselChanged', 1],
];

export function disruptionRate(line: Line, season: Season): number {
  return SEASON_RATE[season] * (vesselOrThrow(line.vessel).highSpeed ? HIGH_SPEED_FACTOR : 1);
}

/** What an event says about its voyage, before the upstream that tells it stamps its name. */
export type RunDisruption = Omit<SailingDisruption, 'agentName'>;

/** The facts of a voyage every event about it repeats. */
export function runFacts(run: Run): Omit<RunDisruption, 'id' | 'kind' | 'occurredAt'> {
  const last = run.stops.length - 1;
  return {
    sailingId: run.sailingId,
    companyCode: run.line.company,
    tripIds: tripIdsOf(run),
    from: run.stops[0]!,
    to: run.stops[last]!,
    area: portOrThrow(run.stops[0]!).area,
    departure: new Date(run.departures[0]!).toISOString(),
    arrival: new Date(run.arrivals[last]!).toISOString(),
    delayMinutes: null,
    newDeparture: null,
    newArrival: null,
    vesselName: null,
  };
}

/** The same voyage, `minutes` later at every stop. */
export function delayed(
  run: Run,
  minutes: number,
): Pick<RunDisruption, 'delayMinutes' | 'newDeparture' | 'newArrival'> {
  const shift = minutes * 60_000;
  return {
    delayMinutes: minutes,
    newDeparture: new Date(run.departures[0]! + shift).toISOString(),
    newArrival: new Date(run.arrivals[run.stops.length - 1]! + shift).toISOString(),
  };
}

function otherVessel(run: Run): string | undefined {
  const others = VESSELS.filter(
    (vessel) => vessel.company === run.line.company && vessel.code !== run.line.vessel,
  );
  return others[Math.floor(unitHash(`vessel:${run.sailingId}`) * others.length)]?.name;
}

/**
 * The event the simulated network tells about a voyage, if any: the same voyage always gets the same one
 * (hashes of its sailing id), so the default site shows some and tests can count on them. It becomes known
 * between 2 and 24 hours before departure.
 */
export function generatedDisruption(run: Run): RunDisruption | undefined {
  if (unitHash(`disruption:${run.sailingId}`) >= disruptionRate(run.line, seasonOf(run.date)))
    return undefined;
  const pick = unitHash(`disruption-kind:${run.sailingId}`);
  const kind = KIND_SHARES.find(([, share]) => pick < share)?.[0] ?? 'weatherWarning';
  const spread = unitHash(`disruption-time:${run.sailingId}`);
  const facts = runFacts(run);
  const occurredAt = new Date(run.departures[0]! - (2 + spread * 22) * HOUR).toISOString();
  const base = { ...facts, id: `${run.sailingId}:${kind}`, occurredAt };
  if (kind === 'delayed') return { ...base, kind, ...delayed(run, 15 + Math.floor(spread * 12) * 15) };
  const vesselName = kind === 'vesselChanged' ? otherVessel(run) : undefined;
  if (kind === 'vesselChanged' && !vesselName)
    return { ...base, id: `${run.sailingId}:weatherWarning`, kind: 'weatherWarning' };
  return { ...base, kind, vesselName: vesselName ?? null };
}

/** The voyages of these lines leaving their first port between two instants. */
export function runsDeparting(lines: Line[], from: number, until: number): Run[] {
  const first = new Date(from).toISOString().slice(0, 10);
  const days = Math.min(31, Math.ceil((until - from) / (24 * HOUR)) + 2);
  const dates = Array.from({ length: days + 1 }, (_, index) => addDays(first, index - 1));
  return lines.flatMap((line) =>
    dates
      .flatMap((date) => runsStartingOn(line, date))
      .filter((run) => run.departures[0]! >= from && run.departures[0]! < until),
  );
}
