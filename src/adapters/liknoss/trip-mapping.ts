import type { AccommodationOffer, CabinOffer, Trip } from '#domain/trips/trip.ts';
import { bookingValidationOf } from '#domain/validation/passenger-requirements.ts';
import type { LiknossTrip } from './liknoss-schemas.ts';
import { tripIdOf, tripKeyOf } from './trip-key.ts';

type Availability = LiknossTrip['accommodationAvailabilities'][number];

/** Liknoss sells one fare family per sailing through an agency account; its code comes back with pricing. */
export const LIKNOSS_FARE = { code: 'STANDARD', name: 'Standard', kind: 'standard' } as const;

function offerOf(availability: Availability): AccommodationOffer {
  return {
    code: availability.accommodation.idOrCode,
    name: availability.accommodation.name,
    lowestFare: availability.adultBasePrice,
    available: availability.wholeBerthAvailability,
  };
}

/** A cabin: Liknoss prices one adult berth; the whole cabin is that times its berths until priced. */
function cabinOf(availability: Availability): CabinOffer {
  const berths = availability.accommodation.capacity;
  return {
    code: availability.accommodation.idOrCode,
    name: availability.accommodation.name,
    berthsPerCabin: berths,
    maleBerths: availability.maleBerthAvailability,
    femaleBerths: availability.femaleBerthAvailability,
    wholeCabins: availability.wholeBerthAvailability,
    lowestFare: availability.adultBasePrice,
    wholeCabinFare: availability.adultBasePrice * berths,
    // Liknoss's accommodation names no accessibility (decision 0090): not known to be accessible.
    accessible: false,
  };
}

function ofType(trip: LiknossTrip, type: Availability['accommodation']['type']): Availability[] {
  return trip.accommodationAvailabilities.filter((availability) => availability.accommodation.type === type);
}

/**
 * A Liknoss trip as Kyma's. What Liknoss does not tell (decision 0077): the cancellation cover (the
 * company's terms: partial), web check-in (no), the on-board services (none listed); the voucher method
 * stands for the e-ticket.
 */
export function tripOf(trip: LiknossTrip, companyName: string, agentName: string): Trip {
  const tripId = tripIdOf(tripKeyOf(trip));
  const kennels = ofType(trip, 'PET');
  const rules = trip.bookingValidation;
  return {
    id: `${agentName}:${tripId}`,
    tripId,
    from: trip.origin.idOrCode,
    to: trip.destination.idOrCode,
    departureDatetime: trip.departureDateTimeWithTimezone,
    arrivalDatetime: trip.arrivalDateTimeWithTimezone,
    company: { code: trip.vessel.company.abbreviation, name: companyName },
    vesselCode: trip.vessel.idOrCode,
    vesselName: trip.vessel.name,
    agentName,
    highSpeed: trip.vessel.type === 'HIGH_SPEED',
    garage: trip.vessel.hasGarage,
    pets: kennels.length > 0,
    petAvailability: kennels.reduce((sum, kennel) => sum + kennel.wholeBerthAvailability, 0),
    deckAvailability: ofType(trip, 'DECK').map(offerOf),
    seatAvailability: ofType(trip, 'SEAT').map(offerOf),
    cabinAvailability: ofType(trip, 'CABIN').map(cabinOf),
    fareOptions: [LIKNOSS_FARE],
    cancellation: 'partial',
    eTicket: rules.supportsDoGenerateVoucherMethod,
    webCheckIn: false,
    loyaltyProgramme: rules.supportsLoyaltyCard ? companyName : null,
    residentDiscount: rules.supportsResidentLoyalty,
    services: [],
    // Its document, nationality and birth-date checks never ask more than the passenger form does (decision 0109).
    bookingValidation: bookingValidationOf(rules.passengerLimitPerTrip),
  };
}
