/** Spec §9: at most five pets per passenger. */
export const MAX_PETS_PER_PASSENGER = 5;

/** Spec §9: never more vehicles than passengers. */
export function maxVehicles(passengers: number): number {
  return passengers;
}

export function maxPets(passengers: number): number {
  return passengers * MAX_PETS_PER_PASSENGER;
}
