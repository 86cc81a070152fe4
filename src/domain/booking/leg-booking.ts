import type { Accommodations } from '../search/accommodations.ts';
import type { Trip } from '../trips/trip.ts';
import { maxPets } from './accommodation-limits.ts';
import { type DefaultAccommodation, newPassenger, type Passenger } from './passenger.ts';
import { newPet, type Pet } from './pet.ts';
import { newVehicle, type Vehicle } from './vehicle.ts';

/** The booking request of one leg (spec §3 "Leg booking item"). */
export interface LegBooking {
  /** Which searched leg this books (0 = first). */
  legIndex: number;
  agentName: string;
  tripId: string;
  vesselCode: string;
  /** The company code: the spec's name, kept on the wire and in stored orders (decision 0035). */
  company: string;
  departurePort: string;
  destinationPort: string;
  departureDatetime: string;
  arrivalDateTime: string;
  passengers: Passenger[];
  vehicles: Vehicle[];
  /** One slot per vehicle, by vehicle index; null where that vehicle tows nothing. */
  trailers: (Vehicle | null)[];
  additionalServices: string[];
  pets: Pet[];
}

/** Spec §4: passengers start on the lowest-fare deck or seat option that still has places. */
export function defaultAccommodation(trip: Trip): DefaultAccommodation {
  const offers = [...trip.deckAvailability, ...trip.seatAvailability].filter((offer) => offer.available > 0);
  const cheapest = offers.reduce<(typeof offers)[number] | null>(
    (best, offer) => (best === null || offer.lowestFare < best.lowestFare ? offer : best),
    null,
  );
  return cheapest === null
    ? { code: '', description: '' }
    : { code: cheapest.code, description: cheapest.name };
}

export function carriesVehicles(trip: Trip): boolean {
  return trip.garage;
}

export function carriesPets(trip: Trip): boolean {
  return trip.pets && trip.petAvailability > 0;
}

/**
 * Spec §4: a selected trip becomes a leg built from the search: at least one passenger; vehicles only
 * when the ship has a garage; pets only when it takes pets and still has room for them.
 */
export function buildLeg(legIndex: number, trip: Trip, accommodations: Accommodations): LegBooking {
  const accommodation = defaultAccommodation(trip);
  const passengerCount = Math.max(1, accommodations.passengers);
  const vehicleCount = carriesVehicles(trip) ? Math.min(accommodations.vehicles, passengerCount) : 0;
  const petCount = carriesPets(trip)
    ? Math.min(accommodations.pets, trip.petAvailability, maxPets(passengerCount))
    : 0;
  return {
    legIndex,
    agentName: trip.agentName,
    tripId: trip.tripId,
    vesselCode: trip.vesselCode,
    company: trip.company.code,
    departurePort: trip.from,
    destinationPort: trip.to,
    departureDatetime: trip.departureDatetime,
    arrivalDateTime: trip.arrivalDatetime,
    passengers: Array.from({ length: passengerCount }, () => newPassenger(accommodation)),
    vehicles: Array.from({ length: vehicleCount }, newVehicle),
    trailers: Array.from({ length: vehicleCount }, () => null),
    additionalServices: [],
    pets: Array.from({ length: petCount }, newPet),
  };
}

export function setAdditionalServices(leg: LegBooking, services: string[]): LegBooking {
  return { ...leg, additionalServices: [...new Set(services)] };
}
