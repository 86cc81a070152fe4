import type { InsertBookingRequest, Leader, LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { FerryInventory } from '#application/ports/ferry-inventory.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';
import type { Trip } from '#domain/trips/trip.ts';

/**
 * A cart as a real family fills it in the booking form (issue #47): two adults, a child and an infant with
 * their birth dates as the form gives them (day/month/year), nationalities and document numbers, a car with
 * its plate, and a small dog. The birth dates are fixed: every test lives on one "today" (decision 0101), and
 * on a sailing of next July the child is six and the infant one.
 */
const FAMILY: ReadonlyArray<{
  passengerType: PassengerType;
  name: string;
  surname: string;
  sex: 'male' | 'female';
  birthDate: string;
  nationality: string;
  documentId: string;
}> = [
  {
    passengerType: 'AD',
    name: 'Eleni',
    surname: 'Georgiou',
    sex: 'female',
    birthDate: '12/04/1980',
    nationality: 'GR',
    documentId: 'AK1234567',
  },
  {
    passengerType: 'AD',
    name: 'Marco',
    surname: 'Rossi',
    sex: 'male',
    birthDate: '03/11/1978',
    nationality: 'IT',
    documentId: 'YA7654321',
  },
  {
    passengerType: 'CH',
    name: 'Sofia',
    surname: 'Rossi',
    sex: 'female',
    birthDate: '20/09/2020',
    nationality: 'IT',
    documentId: 'YB1122334',
  },
  {
    passengerType: 'IN',
    name: 'Luca',
    surname: 'Rossi',
    sex: 'male',
    birthDate: '05/02/2026',
    // Born in Germany: ICAO 9303 writes Germany `D`, not ISO's DEU.
    nationality: 'DE',
    documentId: 'YC5566778',
  },
];

export const FAMILY_PLATE = 'IKT-4821';

export const FAMILY_LEADER: Leader = {
  firstName: 'Eleni',
  lastName: 'Georgiou',
  email: 'eleni@example.com',
  mobile: '+30 6944123456',
  country: 'GR',
};

/** The family's leg on `trip`: everyone on deck, the car and the dog, with what the form asked of each. */
export function familyLeg(trip: Trip): LegRequest {
  return {
    tripId: trip.tripId,
    passengers: FAMILY.map(({ passengerType, birthDate, nationality, documentId }) => ({
      passengerType,
      accommodationType: trip.deckAvailability[0]!.code,
      accommodationRequestType: 'COMPLETE' as const,
      birthDate,
      nationality,
      documentId,
    })),
    vehicles: [{ accommodationType: 'CAR', length: 4.4, plateNumber: FAMILY_PLATE }],
    pets: [{ code: 'SMALL', passengerIndex: 0 }],
  };
}

/** The traveller details the checkout sends after the hold, in the order of the hold. */
export function familyDetails(): NonNullable<InsertBookingRequest['passengers']> {
  return [FAMILY.map(({ passengerType: _type, ...details }) => details)];
}

/** The route's first sailing that day with a deck, a garage and room for a dog; without one, an error says so. */
export async function familySailing(
  inventory: FerryInventory,
  route: { from: string; to: string },
  date: string,
): Promise<Trip> {
  const trips = await inventory.searchTrips({ ...route, date, passengers: 4, vehicles: 1, pets: 1 });
  const trip = trips.find(
    (t) => t.garage && t.pets && t.petAvailability > 0 && t.deckAvailability.length > 0,
  );
  if (!trip)
    throw new Error(
      `no ${route.from} → ${route.to} sailing on ${date} with a deck, a garage and room for a dog`,
    );
  return trip;
}
