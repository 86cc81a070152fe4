import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { lowestFare } from '#domain/results/trip-price.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { money } from './answers.ts';

/** The sailing as the cart names it: price_trip and start_booking take it back with who travels added. */
const cartLegOf = (
  trip: Trip,
  legIndex: number,
): Omit<LegBooking, 'passengers' | 'vehicles' | 'trailers' | 'pets' | 'additionalServices'> => ({
  legIndex,
  agentName: trip.agentName,
  tripId: trip.tripId,
  vesselCode: trip.vesselCode,
  company: trip.company.code,
  departurePort: trip.from,
  destinationPort: trip.to,
  departureDatetime: trip.departureDatetime,
  arrivalDateTime: trip.arrivalDatetime,
});

const offer = (fare: { code: string; name: string; lowestFare: number }) => ({
  code: fare.code,
  name: fare.name,
  lowestFare: money(fare.lowestFare),
});

/** One sailing of a search as an agent reads it: when, who, what it offers and from what price. */
export function tripAnswer(trip: Trip, legIndex: number) {
  const from = lowestFare(trip);
  return {
    company: trip.company,
    vessel: trip.vesselName,
    departure: trip.departureDatetime,
    arrival: trip.arrivalDatetime,
    highSpeed: trip.highSpeed,
    lowestFare: from === null ? null : money(from),
    vehicles: trip.garage,
    pets: trip.pets,
    cancellation: trip.cancellation,
    eTicket: trip.eTicket,
    // Grams per passenger from the EU ship register, with band, ship and year; null is "no data" (decision 0085).
    co2: trip.co2 ?? null,
    // What start_booking must know of each passenger on this sailing.
    bookingNeeds: trip.bookingValidation,
    deck: trip.deckAvailability.map((fare) => ({ ...offer(fare), available: fare.available })),
    seats: trip.seatAvailability.map((fare) => ({ ...offer(fare), available: fare.available })),
    cabins: trip.cabinAvailability.map((cabin) => ({
      ...offer(cabin),
      berthsPerCabin: cabin.berthsPerCabin,
      wholeCabins: cabin.wholeCabins,
      wholeCabinFare: money(cabin.wholeCabinFare),
      accessible: cabin.accessible,
    })),
    cartLeg: cartLegOf(trip, legIndex),
  };
}
