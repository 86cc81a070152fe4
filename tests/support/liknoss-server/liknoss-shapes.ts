import { athensTimeOf } from '#adapters/liknoss/liknoss-time.ts';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import type { FerryPort } from '#application/ports/ferry-search.ts';
import type { BookedLeg, Ticket, UpstreamBooking } from '#application/ports/upstream-booking.ts';
import type { LegPricing, PriceGroup } from '#domain/pricing/leg-pricing.ts';
import type { Trip } from '#domain/trips/trip.ts';

/** Kyma's simulated network in Liknoss's words: what the local Liknoss server answers. */

/** The country's own language, as Liknoss names a location in it among others. */
const OWN_LANGUAGE: Record<string, string> = { GR: 'el', IT: 'it', AL: 'sq', TR: 'tr' };

export function locationOf(port: FerryPort, countryName: string) {
  const languages = Object.entries(port.names ?? {}).map(([language, name]) => ({ language, name }));
  const own = OWN_LANGUAGE[port.countryCode];
  if (own && !languages.some((entry) => entry.language === own))
    languages.push({ language: own, name: port.localName });
  return {
    idOrCode: port.code,
    name: port.name,
    country: { idOrCode: port.countryCode, name: countryName },
    locationType: 'HARBOUR',
    latitude: port.latitude,
    longitude: port.longitude,
    areas: [{ idOrCode: port.area.toUpperCase(), name: port.area }],
    locationLanguages: languages,
  };
}

/** "2027-07-15T07:25:00+03:00" → "2027-07-15 07:25", the port's wall clock. */
const wallClock = (iso: string) => iso.slice(0, 16).replace('T', ' ');

function sailingOf(
  trip: Pick<
    Trip,
    | 'from'
    | 'to'
    | 'departureDatetime'
    | 'arrivalDatetime'
    | 'vesselCode'
    | 'vesselName'
    | 'company'
    | 'garage'
    | 'highSpeed'
  >,
) {
  return {
    origin: { idOrCode: trip.from },
    destination: { idOrCode: trip.to },
    departureDateTime: wallClock(trip.departureDatetime),
    departureDateTimeWithTimezone: trip.departureDatetime,
    arrivalDateTime: wallClock(trip.arrivalDatetime),
    arrivalDateTimeWithTimezone: trip.arrivalDatetime,
    duration: Math.round((Date.parse(trip.arrivalDatetime) - Date.parse(trip.departureDatetime)) / 60_000),
    vessel: {
      idOrCode: trip.vesselCode,
      name: trip.vesselName,
      company: { abbreviation: trip.company.code },
      hasGarage: trip.garage,
      type: trip.highSpeed ? 'HIGH_SPEED' : 'CONVENTIONAL',
    },
  };
}

function availabilitiesOf(trip: Trip) {
  const place = (type: string) => (offer: Trip['deckAvailability'][number]) => ({
    accommodation: { idOrCode: offer.code, name: offer.name, type, capacity: 1 },
    wholeBerthAvailability: offer.available,
    maleBerthAvailability: 0,
    femaleBerthAvailability: 0,
    adultBasePrice: offer.lowestFare,
  });
  const cabins = trip.cabinAvailability.map((cabin) => ({
    accommodation: { idOrCode: cabin.code, name: cabin.name, type: 'CABIN', capacity: cabin.berthsPerCabin },
    wholeBerthAvailability: cabin.wholeCabins,
    maleBerthAvailability: cabin.maleBerths,
    femaleBerthAvailability: cabin.femaleBerths,
    adultBasePrice: cabin.lowestFare,
  }));
  const kennels = trip.pets
    ? [
        {
          accommodation: { idOrCode: 'PET', name: 'Pet kennel', type: 'PET', capacity: 1 },
          wholeBerthAvailability: trip.petAvailability,
          maleBerthAvailability: 0,
          femaleBerthAvailability: 0,
          adultBasePrice: 0,
        },
      ]
    : [];
  return [
    ...trip.deckAvailability.map(place('DECK')),
    ...trip.seatAvailability.map(place('SEAT')),
    ...cabins,
    ...kennels,
  ];
}

export function liknossTripOf(trip: Trip) {
  const fares = [...trip.deckAvailability, ...trip.seatAvailability, ...trip.cabinAvailability].map(
    (o) => o.lowestFare,
  );
  return {
    ...sailingOf(trip),
    basicPrice: Math.min(...fares),
    accommodationAvailabilities: availabilitiesOf(trip),
    bookingValidation: {
      passengerLimitPerTrip: trip.bookingValidation.maxPassengers,
      mandatoryDocument: trip.bookingValidation.documentRequired,
      nationalityCheck: trip.bookingValidation.nationalityRequired,
      birthDateCheck: trip.bookingValidation.birthDateRequired,
      supportsLoyaltyCard: trip.loyaltyProgramme !== null,
      supportsResidentLoyalty: trip.residentDiscount,
      supportsDoGenerateVoucherMethod: trip.eTicket,
    },
  };
}

const REQUEST_TYPE = {
  COMPLETE: 'COMPLETE',
  SEAT: 'COMPLETE',
  MALE: 'MALE_BERTH',
  FEMALE: 'FEMALE_BERTH',
} as const;

function ticketOf(ticket: Ticket | undefined) {
  if (!ticket) return null;
  const [, letter = '', number = ticket.ticketNumber] = /^([A-Z]*)(.*)$/.exec(ticket.ticketNumber) ?? [];
  return { letter, number };
}

const priceOf = (group: PriceGroup, index: number) => {
  const line = group.items.find((item) => item.index === index);
  return { total: line?.total ?? 0, description: line?.description ?? '' };
};

interface LegState {
  cancelled: boolean;
  tickets: Ticket[];
  legIndex: number;
  optionDateTime: string | null;
}

/** A leg as a priced (or booked) Liknoss trip: each item with its price and, once issued, its ticket. */
export function pricedTripOf(
  sailing: Parameters<typeof sailingOf>[0],
  request: LegRequest,
  pricing: LegPricing,
  state?: LegState,
) {
  return {
    ...sailingOf(sailing),
    optionDateTime: state?.optionDateTime ?? null,
    accommodationRequests: request.passengers.map((p) => ({
      idOrCode: p.accommodationType,
      accommodationRequestType: REQUEST_TYPE[p.accommodationRequestType],
      quantity: 1,
    })),
    passengers: request.passengers.map((p, index) => ({
      type: p.passengerType === 'DI' ? 'AD' : p.passengerType,
      discount: p.passengerType === 'DI' ? { idOrCode: 'DI' } : null,
      sex: p.sex ?? null,
      name: p.name ?? null,
      surname: p.surname ?? null,
      loyaltyNumber: p.loyaltyCard ?? null,
      residentIdOrCode: p.manNumber ?? null,
      price: priceOf(pricing.passengerPrices, index),
      ticket: ticketOf(
        state?.tickets.find((t) => t.legIndex === state.legIndex && t.passengerIndex === index),
      ),
      action: state?.cancelled ? 'CANCELLED' : null,
    })),
    vehicles: request.vehicles.map((v, index) => ({
      accommodation: { idOrCode: v.accommodationType },
      length: v.length,
      plateNumber: v.plateNumber ?? null,
      price: priceOf(pricing.vehiclePrices, index),
    })),
    pets: request.pets.map((pet, index) => ({
      type: pet.code,
      passengerIndex: pet.passengerIndex,
      price: priceOf(pricing.petPrices, index),
    })),
  };
}

/** A booking as Liknoss's BookingResponse, numbered by the server's reservation id. */
export function liknossBookingOf(
  booking: UpstreamBooking,
  crsReservationId: number,
  vessels: (leg: BookedLeg) => Pick<Trip, 'vesselName' | 'company' | 'garage' | 'highSpeed'>,
) {
  const ticketed = booking.status === 'confirmed' || booking.status === 'cancelled';
  const gone = booking.status === 'cancelled' || booking.status === 'failed';
  const option = ticketed ? null : athensTimeOf(new Date(booking.expiresAt));
  return {
    crsReservationId,
    ticketed,
    supportsVoucherGeneration: true,
    creationDateTime: athensTimeOf(new Date(booking.createdAt)),
    leader: booking.leader,
    trips: booking.legs.map((leg, legIndex) =>
      pricedTripOf({ ...leg, ...vessels(leg) }, leg.request, leg.pricing, {
        cancelled: gone || Boolean(leg.cancelledAt),
        tickets: booking.tickets,
        legIndex,
        optionDateTime: option,
      }),
    ),
  };
}
