import type { BookingWizardState } from '../../../../src/domain/booking/wizard-state.ts';
import { newBookingWizard } from '../../../../src/domain/booking/wizard-state.ts';
import type { Accommodations } from '../../../../src/domain/search/accommodations.ts';
import type { TripType } from '../../../../src/domain/search/search-query.ts';
import { newSearchQuery, type SearchQuery, setTripType } from '../../../../src/domain/search/search-query.ts';
import type { Trip } from '../../../../src/domain/trips/trip.ts';

/** A sailing with a garage, pets allowed and deck and seat options; override what a test is about. */
export function aTrip(overrides: Partial<Trip> = {}): Trip {
  return {
    id: 'sim:T1',
    tripId: 'T1',
    from: 'PIR',
    to: 'JTR',
    departureDatetime: '2026-07-01T07:25:00+03:00',
    arrivalDatetime: '2026-07-01T12:10:00+03:00',
    company: { code: 'BLS', name: 'Blue Star' },
    vesselCode: 'BS1',
    vesselName: 'Blue Star 1',
    agentName: 'sim',
    highSpeed: false,
    garage: true,
    pets: true,
    petAvailability: 10,
    deckAvailability: [{ code: 'DECK', name: 'Deck', lowestFare: 4500, available: 100 }],
    seatAvailability: [
      { code: 'AIR', name: 'Airplane seat', lowestFare: 5200, available: 50 },
      { code: 'ECO', name: 'Economy seat', lowestFare: 3900, available: 20 },
    ],
    cabinAvailability: [],
    fareOptions: [],
    cancellation: 'full',
    eTicket: true,
    webCheckIn: false,
    loyaltyProgramme: null,
    residentDiscount: false,
    services: ['wifi', 'cafe'],
    bookingValidation: {
      documentRequired: true,
      nationalityRequired: true,
      birthDateRequired: true,
      maxPassengers: 9,
    },
    ...overrides,
  };
}

export function aSearch(
  typeOfTrip: TripType = 'oneWay',
  accommodations: Partial<Accommodations> = {},
): SearchQuery {
  const query = setTripType(newSearchQuery(), typeOfTrip);
  return { ...query, accommodations: { ...query.accommodations, ...accommodations } };
}

export function aWizard(search: SearchQuery = aSearch(), supportsTrailer = true): BookingWizardState {
  return newBookingWizard({ uuid: 'uuid-1', search, supportsTrailer });
}
