import type { Country, DatesQuery, DepartureDate, FerryPort } from '#application/ports/ferry-search.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import type { Line } from '../catalogue/lines.ts';
import { COUNTRIES, findPort, PORTS } from '../catalogue/ports.ts';
import { segmentsOn } from '../network/timetable.ts';
import { lowestFareOf } from './trip-builder.ts';
import type { UpstreamSystem } from './upstream-systems.ts';

const MAX_DATE_RANGE = 93;

const portsServedBy = new WeakMap<Line[], FerryPort[]>();

/**
 * A system's lines are fixed for its life, so the ports they serve are worked out once and the same list,
 * frozen, is every answer: `ListPorts` then knows it has localized it already (decision 0092).
 */
export function servedPorts(lines: Line[]): FerryPort[] {
  const known = portsServedBy.get(lines);
  if (known) return known;
  const served = new Set(lines.flatMap((line) => line.stops));
  const ports = Object.freeze(PORTS.filter((port) => served.has(port.code))) as FerryPort[];
  portsServedBy.set(lines, ports);
  return ports;
}

export function servedCountries(lines: Line[]): Country[] {
  const served = new Set(lines.flatMap((line) => line.stops.map((stop) => findPort(stop)?.countryCode)));
  return COUNTRIES.filter((country) => served.has(country.code));
}

/** The days of the query's range with sailings on the route, at most about three months. */
export function departureDatesOn(query: DatesQuery, lines: Line[], system: UpstreamSystem): DepartureDate[] {
  const dates: DepartureDate[] = [];
  const days = Math.min(Math.max(query.days, 0), MAX_DATE_RANGE);
  for (let offset = 0; offset < days; offset++) {
    const date = addDays(query.from, offset);
    const segments = segmentsOn(query.origin, query.destination, date, lines);
    if (segments.length === 0) continue;
    dates.push({
      date,
      departures: segments.length,
      lowestFare: Math.min(...segments.map((segment) => lowestFareOf(segment, system))),
    });
  }
  return dates;
}
