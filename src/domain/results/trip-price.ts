import type { Cents } from '../money/cents.ts';
import type { Trip } from '../trips/trip.ts';

/** The "from" price of a sailing: its cheapest deck, seat or cabin berth; null when nothing is offered. */
export function lowestFare(trip: Trip): Cents | null {
  const fares = [...trip.deckAvailability, ...trip.seatAvailability, ...trip.cabinAvailability].map(
    (offer) => offer.lowestFare,
  );
  return fares.length === 0 ? null : Math.min(...fares);
}
