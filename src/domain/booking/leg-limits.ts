import type { Trip } from '../trips/trip.ts';
import { maxPets, maxVehicles } from './accommodation-limits.ts';
import type { LegBooking } from './leg-booking.ts';

/**
 * Why nothing more of a kind can be added to a leg (issue #30: a limit explains itself): the company's
 * largest party for one booking, one vehicle per passenger, five pets per passenger, the ship's pet places.
 */
export type LegLimit = 'largestParty' | 'vehiclesPerPassenger' | 'petsPerPassenger' | 'noPetPlaces';

export function passengerLimit(leg: LegBooking, trip: Trip): 'largestParty' | null {
  return leg.passengers.length >= trip.bookingValidation.maxPassengers ? 'largestParty' : null;
}

export function vehicleLimit(leg: LegBooking): 'vehiclesPerPassenger' | null {
  return leg.vehicles.length >= maxVehicles(leg.passengers.length) ? 'vehiclesPerPassenger' : null;
}

/** The passengers' allowance is named first: adding a passenger lifts it, while the ship's room stays. */
export function petLimit(leg: LegBooking, trip: Trip): 'petsPerPassenger' | 'noPetPlaces' | null {
  if (leg.pets.length >= maxPets(leg.passengers.length)) return 'petsPerPassenger';
  if (leg.pets.length >= trip.petAvailability) return 'noPetPlaces';
  return null;
}
