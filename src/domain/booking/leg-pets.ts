import type { Trip } from '../trips/trip.ts';
import { carriesPets, type LegBooking } from './leg-booking.ts';
import { petLimit } from './leg-limits.ts';
import { newPet, type Pet } from './pet.ts';

/** Pets board only where the ship takes them and has room, and at most five per passenger (spec §4, §5). */
export function addPet(leg: LegBooking, trip: Trip): LegBooking {
  if (!carriesPets(trip) || petLimit(leg, trip) !== null) return leg;
  return { ...leg, pets: [...leg.pets, newPet()] };
}

export function removePet(leg: LegBooking, index: number): LegBooking {
  if (index < 0 || index >= leg.pets.length) return leg;
  return { ...leg, pets: leg.pets.filter((_, i) => i !== index) };
}

/** The responsible passenger is set only through assignPet, which refuses a passenger who is not there. */
export function updatePet(
  leg: LegBooking,
  index: number,
  patch: Partial<Omit<Pet, 'passengerIndex'>>,
): LegBooking {
  if (index < 0 || index >= leg.pets.length) return leg;
  return { ...leg, pets: leg.pets.map((p, i) => (i === index ? { ...p, ...patch } : p)) };
}

export function assignPet(leg: LegBooking, petIndex: number, passengerIndex: number | null): LegBooking {
  if (petIndex < 0 || petIndex >= leg.pets.length) return leg;
  if (passengerIndex !== null && (passengerIndex < 0 || passengerIndex >= leg.passengers.length)) return leg;
  return { ...leg, pets: leg.pets.map((p, i) => (i === petIndex ? { ...p, passengerIndex } : p)) };
}
