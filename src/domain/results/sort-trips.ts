import { journeyCo2Grams, lowerCo2First } from '../co2/sailing-co2.ts';
import type { Trip } from '../trips/trip.ts';
import { lowestFare } from './trip-price.ts';

/** Spec §2/§9: the six result orders, and the lowest CO2 per passenger first (issue #28). */
export const SORT_ORDERS = [
  'priceAscending',
  'priceDescending',
  'arrivalEarlier',
  'arrivalLater',
  'departureEarlier',
  'departureLater',
  'co2Ascending',
] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** Spec §9: results are shown by departure time unless the traveller picks another order. */
export const DEFAULT_SORT_ORDER: SortOrder = 'departureEarlier';

/** Date-times carry their port's offset, so they are compared as instants, not as text. */
function instant(datetime: string): number {
  return Date.parse(datetime);
}

function byDeparture(a: Trip, b: Trip): number {
  return instant(a.departureDatetime) - instant(b.departureDatetime) || a.id.localeCompare(b.id);
}

/** Sailings without a price go last in both price orders: they cannot be compared, only listed. */
function byPrice(direction: 1 | -1) {
  return (a: Trip, b: Trip): number => {
    const pa = lowestFare(a);
    const pb = lowestFare(b);
    if (pa === null || pb === null) return (pa === null ? 1 : 0) - (pb === null ? 1 : 0);
    return direction * (pa - pb);
  };
}

const COMPARATORS: Record<SortOrder, (a: Trip, b: Trip) => number> = {
  priceAscending: byPrice(1),
  priceDescending: byPrice(-1),
  arrivalEarlier: (a, b) => instant(a.arrivalDatetime) - instant(b.arrivalDatetime),
  arrivalLater: (a, b) => instant(b.arrivalDatetime) - instant(a.arrivalDatetime),
  departureEarlier: (a, b) => instant(a.departureDatetime) - instant(b.departureDatetime),
  departureLater: (a, b) => instant(b.departureDatetime) - instant(a.departureDatetime),
  co2Ascending: (a, b) => lowerCo2First(journeyCo2Grams([a]), journeyCo2Grams([b])),
};

/** Returns a new list; ties fall back to the earlier departure so equal prices read in timetable order. */
export function sortTrips(trips: readonly Trip[], order: SortOrder): Trip[] {
  const compare = COMPARATORS[order];
  return [...trips].sort((a, b) => compare(a, b) || byDeparture(a, b));
}
