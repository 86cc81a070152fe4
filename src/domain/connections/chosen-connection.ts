import type { Cents } from '../money/cents.ts';
import type { Trip } from '../trips/trip.ts';
import { type Itinerary, totalFareOf } from './itinerary.ts';

/**
 * The connection a traveller chose on the results (issue #28 point 1, decision 0087), as the address of its
 * multi-trip search carries it: `sailing` repeated with each leg's trip id in leg order, and `shown` the
 * total "from" fare the card showed, so the page can tell when it changed since.
 */
export interface ChosenConnection {
  tripIds: string[];
  shownFare: Cents | null;
}

/** What became of the chosen sailings when the multi-trip search answered again. */
export type ChosenConnectionState =
  | { kind: 'ready'; trips: Trip[] }
  /** Some sailing is no longer offered (sold out, cancelled, or the companies did not answer). */
  | { kind: 'gone' }
  /** Every sailing is there, but their fares add up to another total than the card showed. */
  | { kind: 'priceChanged'; trips: Trip[]; shownFare: Cents; fare: Cents };

/** The parameters that carry a chosen connection, added to its multi-trip search's address. */
export function chosenConnectionParams(itinerary: Itinerary): [string, string][] {
  const sailings = itinerary.legs.map((leg): [string, string] => ['sailing', leg.id]);
  return itinerary.totalFare === null ? sailings : [...sailings, ['shown', String(itinerary.totalFare)]];
}

export function chosenConnectionFromParams(params: URLSearchParams): ChosenConnection | null {
  const tripIds = params.getAll('sailing').filter((id) => id !== '');
  if (tripIds.length === 0) return null;
  const shown = Number(params.get('shown') ?? '');
  return { tripIds, shownFare: Number.isInteger(shown) && shown > 0 ? shown : null };
}

/**
 * The chosen sailings among the legs the search found (one list per leg, in leg order): each must be found
 * on its own leg, or the connection is gone; their fares are compared with what the card showed.
 */
export function findChosenConnection(
  chosen: ChosenConnection,
  legs: readonly Trip[][],
): ChosenConnectionState {
  if (chosen.tripIds.length !== legs.length) return { kind: 'gone' };
  const trips = chosen.tripIds.map((id, index) => legs[index]!.find((trip) => trip.id === id));
  if (trips.some((trip) => trip === undefined)) return { kind: 'gone' };
  const found = trips as Trip[];
  const fare = totalFareOf(found);
  if (fare === null) return { kind: 'gone' };
  if (chosen.shownFare !== null && fare !== chosen.shownFare)
    return { kind: 'priceChanged', trips: found, shownFare: chosen.shownFare, fare };
  return { kind: 'ready', trips: found };
}
