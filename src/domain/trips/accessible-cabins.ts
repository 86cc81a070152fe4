import type { Trip } from './trip.ts';

/**
 * Whether a sailing still has a wheelchair-accessible cabin to sell, whole or by the berth (decision 0090):
 * what the results' "Accessible cabin" filter keeps and what their cards say.
 */
export function offersAccessibleCabin(trip: Pick<Trip, 'cabinAvailability'>): boolean {
  return trip.cabinAvailability.some(
    (cabin) => cabin.accessible && cabin.maleBerths + cabin.femaleBerths + cabin.wholeCabins > 0,
  );
}

/** Whether the accommodation a passenger chose on this sailing is a wheelchair-accessible cabin. */
export function isAccessibleCabin(trip: Pick<Trip, 'cabinAvailability'>, accommodationType: string): boolean {
  return trip.cabinAvailability.some((cabin) => cabin.code === accommodationType && cabin.accessible);
}
