import { isAccessibleCabin, offersAccessibleCabin } from '../trips/accessible-cabins.ts';
import type { Trip } from '../trips/trip.ts';
import type { Passenger } from './passenger.ts';

/**
 * What the passengers step says to a passenger who asked for an accessible cabin (decision 0090) and has
 * not got one: the sailing has one to choose (`notChosen`) or has none left (`noneOffered`). It never
 * blocks the booking: the need is forwarded to the company either way (decision 0086).
 */
export type AccessibleCabinNotice = 'notChosen' | 'noneOffered';

export function accessibleCabinNotice(
  passenger: Pick<Passenger, 'assistance' | 'accommodationType'>,
  trip: Pick<Trip, 'cabinAvailability'>,
): AccessibleCabinNotice | null {
  if (!passenger.assistance.needs.includes('accessibleCabin')) return null;
  if (isAccessibleCabin(trip, passenger.accommodationType)) return null;
  return offersAccessibleCabin(trip) ? 'notChosen' : 'noneOffered';
}
