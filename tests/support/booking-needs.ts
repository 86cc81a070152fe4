import { buildLeg, type LegBooking } from '#domain/booking/leg-booking.ts';
import type { Trip } from '#domain/trips/trip.ts';

/** A passenger's detail that a sailing's booking needs may ask for, with the flag that asks for it. */
export const FLAGGED_DETAILS = [
  { field: 'birthDate', flag: 'birthDateRequired', value: '07/03/1985' },
  { field: 'nationality', flag: 'nationalityRequired', value: 'GR' },
  { field: 'documentId', flag: 'documentRequired', value: 'AB123450' },
] as const;

/**
 * A one-adult leg on this sailing as a client that reads only the sailing's booking needs fills it: the
 * name and sex always, the birth date, nationality and document only where the flags ask for them.
 */
export function legFollowingTheFlags(trip: Trip): LegBooking {
  const leg = buildLeg(0, trip, { passengers: 1, vehicles: 0, pets: 0 });
  const flagged = Object.fromEntries(
    FLAGGED_DETAILS.map(({ field, flag, value }) => [field, trip.bookingValidation[flag] ? value : '']),
  );
  return {
    ...leg,
    passengers: leg.passengers.map((passenger) => ({
      ...passenger,
      name: 'Eleni',
      surname: 'Papadopoulou',
      sex: 'female',
      ...flagged,
    })),
  };
}
