import { lowestFare } from '#domain/results/trip-price.ts';
import type { Trip, TripOffer } from '#domain/trips/trip.ts';

/** The same sailing sold by two systems: same company, ship, ports and departure instant. */
function sailingKey(trip: Trip): string {
  return `${trip.company.code}|${trip.vesselCode}|${trip.from}|${trip.to}|${Date.parse(trip.departureDatetime)}`;
}

const offerOf = (trip: Trip): TripOffer => ({
  id: trip.id,
  tripId: trip.tripId,
  agentName: trip.agentName,
  lowestFare: lowestFare(trip) ?? Number.MAX_SAFE_INTEGER,
});

/**
 * Merges the answers of several systems: each sailing shows once, as offered by the system with the
 * cheapest fare, listing every system's offer. On equal fares the earlier system in the list wins.
 */
export function mergeOffers(answers: Trip[][]): Trip[] {
  const merged = new Map<string, { best: Trip; offers: TripOffer[] }>();
  for (const trips of answers) {
    for (const trip of trips) {
      const key = sailingKey(trip);
      const existing = merged.get(key);
      if (!existing) {
        merged.set(key, { best: trip, offers: [offerOf(trip)] });
        continue;
      }
      existing.offers.push(offerOf(trip));
      if (
        (lowestFare(trip) ?? Number.MAX_SAFE_INTEGER) < (lowestFare(existing.best) ?? Number.MAX_SAFE_INTEGER)
      )
        existing.best = trip;
    }
  }
  return [...merged.values()].map(({ best, offers }) => ({
    ...best,
    offers: offers.sort((a, b) => a.lowestFare - b.lowestFare),
  }));
}
