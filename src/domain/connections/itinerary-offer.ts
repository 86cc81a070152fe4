import { lowerCo2First } from '../co2/sailing-co2.ts';
import { filterTrips, type ResultsFilters } from '../results/filter-trips.ts';
import type { SortOrder } from '../results/sort-trips.ts';
import { lowestFare } from '../results/trip-price.ts';
import { durationMinutes } from '../results/trip-summary.ts';
import type { Trip } from '../trips/trip.ts';
import type { Itinerary } from './itinerary.ts';

/** Beside direct sailings a connection must save this share of the fare or of the time (decision 0080). */
const MUCH_BETTER = 0.7;

/** Enough choices to compare without burying the direct sailings. */
const MAX_ITINERARIES = 8;

/** `a` is no better than `b` on any count: leaves no later, arrives no earlier, costs no less, changes no less. */
function dominatedBy(a: Itinerary, b: Itinerary): boolean {
  return (
    a.id !== b.id &&
    Date.parse(b.departureDatetime) >= Date.parse(a.departureDatetime) &&
    Date.parse(b.arrivalDatetime) <= Date.parse(a.arrivalDatetime) &&
    (b.totalFare ?? Number.MAX_SAFE_INTEGER) <= (a.totalFare ?? Number.MAX_SAFE_INTEGER) &&
    b.changes.length <= a.changes.length &&
    (!b.overnight || a.overnight)
  );
}

/** Whether a connection is much cheaper or much faster than every direct sailing of the day. */
function beatsDirect(itinerary: Itinerary, direct: readonly Trip[]): boolean {
  if (itinerary.overnight) return false;
  const fares = direct.map(lowestFare).filter((fare) => fare !== null);
  const cheaper =
    itinerary.totalFare !== null &&
    fares.length > 0 &&
    itinerary.totalFare <= Math.min(...fares) * MUCH_BETTER;
  const faster = itinerary.totalMinutes <= Math.min(...direct.map(durationMinutes)) * MUCH_BETTER;
  return cheaper || faster;
}

const byArrival = (a: Itinerary, b: Itinerary) =>
  Number(a.overnight) - Number(b.overnight) ||
  Date.parse(a.arrivalDatetime) - Date.parse(b.arrivalDatetime) ||
  (a.totalFare ?? Number.MAX_SAFE_INTEGER) - (b.totalFare ?? Number.MAX_SAFE_INTEGER);

/**
 * The connections to show (decision 0080): all worth taking when the day has no direct sailing, otherwise
 * only those much cheaper or faster without a night's wait; none another beats on every count; at most
 * `MAX_ITINERARIES`, those without a night's wait and arriving first.
 */
export function itinerariesToOffer(found: readonly Itinerary[], direct: readonly Trip[]): Itinerary[] {
  const candidates = direct.length === 0 ? found : found.filter((it) => beatsDirect(it, direct));
  return candidates
    .filter((it) => !candidates.some((other) => dominatedBy(it, other)))
    .sort(byArrival)
    .slice(0, MAX_ITINERARIES);
}

/** The results filters apply to every leg: a connection shows when each of its sailings would. */
export function filterItineraries(itineraries: readonly Itinerary[], filters: ResultsFilters): Itinerary[] {
  return itineraries.filter((it) => filterTrips(it.legs, filters).length === it.legs.length);
}

const instant = Date.parse;
const fare = (it: Itinerary) => it.totalFare ?? Number.MAX_SAFE_INTEGER;

/** The orders of the sailings (sort-trips.ts), on the whole journey: its total, first departure, last arrival. */
const COMPARATORS: Record<SortOrder, (a: Itinerary, b: Itinerary) => number> = {
  priceAscending: (a, b) => fare(a) - fare(b),
  // Journeys without a price go last in both price orders, as sailings do.
  priceDescending: (a, b) => (b.totalFare ?? -1) - (a.totalFare ?? -1),
  arrivalEarlier: (a, b) => instant(a.arrivalDatetime) - instant(b.arrivalDatetime),
  arrivalLater: (a, b) => instant(b.arrivalDatetime) - instant(a.arrivalDatetime),
  departureEarlier: (a, b) => instant(a.departureDatetime) - instant(b.departureDatetime),
  departureLater: (a, b) => instant(b.departureDatetime) - instant(a.departureDatetime),
  co2Ascending: (a, b) => lowerCo2First(a.totalCo2Grams, b.totalCo2Grams),
};

export function sortItineraries(itineraries: readonly Itinerary[], order: SortOrder): Itinerary[] {
  const compare = COMPARATORS[order];
  return [...itineraries].sort((a, b) => compare(a, b) || a.id.localeCompare(b.id));
}
