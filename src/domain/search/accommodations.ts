import { maxPets, maxVehicles } from '../booking/accommodation-limits.ts';
import type { ValidationMessageKey } from '../errors/validation-message-keys.ts';

/** Traveller counts of a search (spec §3 "Search state": accommodations). */
export interface Accommodations {
  passengers: number;
  vehicles: number;
  pets: number;
}

/** One booking carries at most nine passengers: the ferry systems refuse larger groups (booking API too). */
export const MAX_PASSENGERS = 9;

export const DEFAULT_ACCOMMODATIONS: Accommodations = { passengers: 1, vehicles: 0, pets: 0 };

function wholeAtLeast(value: number, minimum: number): number {
  return Number.isFinite(value) ? Math.max(minimum, Math.trunc(value)) : minimum;
}

/**
 * Applies the spec §4 caps whenever a count changes: one to nine passengers, vehicles no more than
 * passengers, pets no more than five per passenger. Counts that break a cap are lowered, never refused,
 * so lowering the passengers lowers vehicles and pets with them; `limitsReached` says why.
 */
export function capAccommodations(counts: Accommodations): Accommodations {
  const passengers = Math.min(wholeAtLeast(counts.passengers, 1), MAX_PASSENGERS);
  return {
    passengers,
    vehicles: Math.min(wholeAtLeast(counts.vehicles, 0), maxVehicles(passengers)),
    pets: Math.min(wholeAtLeast(counts.pets, 0), maxPets(passengers)),
  };
}

/** The counts that stand at their cap, with the message that says why they go no higher (issue #30). */
export function limitsReached(
  counts: Accommodations,
): Partial<Record<keyof Accommodations, ValidationMessageKey>> {
  const reached: Partial<Record<keyof Accommodations, ValidationMessageKey>> = {};
  if (counts.passengers >= MAX_PASSENGERS) reached.passengers = 'tooManyPassengers';
  if (counts.vehicles >= maxVehicles(counts.passengers)) reached.vehicles = 'tooManyVehicles';
  if (counts.pets >= maxPets(counts.passengers)) reached.pets = 'tooManyPets';
  return reached;
}
