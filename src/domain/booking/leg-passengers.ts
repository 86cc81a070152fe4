import type { Trip } from '../trips/trip.ts';
import { maxPets, maxVehicles } from './accommodation-limits.ts';
import { defaultAccommodation, type LegBooking } from './leg-booking.ts';
import { passengerLimit } from './leg-limits.ts';
import { newPassenger, type Passenger } from './passenger.ts';

/** Adds a passenger on the default accommodation, up to the company's passenger limit for one booking. */
export function addPassenger(leg: LegBooking, trip: Trip): LegBooking {
  if (passengerLimit(leg, trip) !== null) return leg;
  return { ...leg, passengers: [...leg.passengers, newPassenger(defaultAccommodation(trip))] };
}

export function updatePassenger(leg: LegBooking, index: number, patch: Partial<Passenger>): LegBooking {
  if (index < 0 || index >= leg.passengers.length) return leg;
  return { ...leg, passengers: leg.passengers.map((p, i) => (i === index ? { ...p, ...patch } : p)) };
}

/**
 * Spec §4: removing a passenger removes the last one and drops the pets they were responsible for.
 * Fewer passengers also lower the caps, so surplus vehicles (with their trailer slots) and pets go too,
 * and no pet is left pointing at a passenger who no longer exists.
 */
export function removePassenger(leg: LegBooking): LegBooking {
  if (leg.passengers.length <= 1) return leg;
  const passengers = leg.passengers.slice(0, -1);
  const removed = passengers.length;
  const pets = leg.pets
    .filter((pet) => pet.passengerIndex !== removed)
    .slice(0, maxPets(passengers.length))
    .map((pet) =>
      pet.passengerIndex !== null && pet.passengerIndex >= passengers.length
        ? { ...pet, passengerIndex: null }
        : pet,
    );
  const vehicleCap = maxVehicles(passengers.length);
  return {
    ...leg,
    passengers,
    pets,
    vehicles: leg.vehicles.slice(0, vehicleCap),
    trailers: leg.trailers.slice(0, vehicleCap),
  };
}
