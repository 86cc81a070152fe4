import type { WizardResult } from '#domain/booking/wizard-refusal.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import { newBookingWizard } from '#domain/booking/wizard-state.ts';
import { type LegPricing, PRICE_GROUPS } from '#domain/pricing/leg-pricing.ts';
import type { Accommodations } from '#domain/search/accommodations.ts';
import type { TripType } from '#domain/search/search-query.ts';
import { newSearchQuery, type SearchQuery, setTripType } from '#domain/search/search-query.ts';
import type { Trip } from '#domain/trips/trip.ts';

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

type GroupTotals = Partial<Record<(typeof PRICE_GROUPS)[number], number>>;

/** A company's price of one leg of the sailing `tripId`: one line per group, the trip total their sum. */
export function aLegPricing(tripId = 'T1', totals: GroupTotals = {}): LegPricing {
  const group = (name: (typeof PRICE_GROUPS)[number]) => {
    const total = totals[name] ?? 0;
    const line = { index: 0, code: name, description: name, fare: total, discount: 0, total };
    return { items: total === 0 ? [] : [line], total };
  };
  return {
    tripId,
    departureDatetime: '2026-07-01T07:25:00+03:00',
    fareOption: 'STD',
    cancellation: 'full',
    passengerPrices: group('passengerPrices'),
    vehiclePrices: group('vehiclePrices'),
    trailerPrices: group('trailerPrices'),
    servicePrices: group('servicePrices'),
    petPrices: group('petPrices'),
    tripTotal: PRICE_GROUPS.reduce((sum, name) => sum + (totals[name] ?? 0), 0),
  };
}

/** The state a wizard transition led to; a refusal fails the test with its reason. */
export function taken(result: WizardResult): BookingWizardState {
  if (!result.ok) throw new Error(`refused: ${result.error}`);
  return result.value;
}
