import { array, boolean, number, object, string } from 'yup';
import { PASSENGER_TYPES, SEXES } from '../booking/passenger.ts';
import { CO2_BANDS } from '../co2/co2-band.ts';
import { REFUSAL_CODE_DESCRIPTION } from '../errors/refusal-codes.ts';
import { booking, legPricing } from './booking-answer.ts';
import { cents, coverage, flag, list, optionalText, text, whole } from './wire-fields.ts';

/**
 * The wire contract of the ferry calls: the JSON the `/booking` API answers with, written once: the API describes itself with them (its OpenAPI document is
 * generated from them) and a Kyma booking at another through that API validates what it gets with them.
 * Every field is strict (no coercion: a fare sent as "1200" is malformed, not 1200); what a client does
 * not need is optional, and clients drop fields the contract does not name.
 */

const port = object({
  code: text(),
  name: text(),
  localName: optionalText(),
  englishName: optionalText(),
  countryCode: text(),
  area: text(),
  island: flag(),
  latitude: number().strict().defined(),
  longitude: number().strict().defined(),
});
const country = object({ code: text(), name: text() });

/** A sailing's CO2 per passenger (co2/sailing-co2.ts); null is "no data". */
const co2 = object({
  grams: whole().min(0),
  band: text().oneOf(CO2_BANDS),
  ship: text(),
  imo: text(),
  year: whole(),
  flyingGrams: number().strict().integer().nullable().defined(),
  drivingGrams: number().strict().integer().nullable().defined(),
})
  .nullable()
  .optional()
  .default(undefined);

const accommodation = object({ code: text(), name: text(), lowestFare: cents(), available: whole() });
const trip = object({
  id: text(),
  tripId: text(),
  from: text(),
  to: text(),
  departureDatetime: text(),
  arrivalDatetime: text(),
  company: object({ code: text(), name: text() }).defined(),
  vesselCode: text(),
  vesselName: text(),
  vesselImo: string().strict().optional(),
  agentName: text(),
  highSpeed: flag(),
  garage: flag(),
  pets: flag(),
  petAvailability: whole(),
  deckAvailability: list(accommodation),
  seatAvailability: list(accommodation),
  cabinAvailability: list(
    object({
      code: text(),
      name: text(),
      berthsPerCabin: whole(),
      maleBerths: whole(),
      femaleBerths: whole(),
      wholeCabins: whole(),
      lowestFare: cents(),
      wholeCabinFare: cents(),
      /** Fitted for a wheelchair user (decision 0090); a system that does not say is read as false. */
      accessible: boolean().strict().optional().default(false),
    }),
  ),
  fareOptions: list(
    object({ code: text(), name: text(), kind: text().oneOf(['standard', 'mixed', 'domestic', 'promo']) }),
  ),
  cancellation: coverage(),
  eTicket: flag(),
  webCheckIn: flag(),
  loyaltyProgramme: string().strict().nullable().defined(),
  residentDiscount: flag(),
  services: list(text()),
  offers: array()
    .of(object({ id: text(), tripId: text(), agentName: text(), lowestFare: cents() }))
    .optional(),
  co2,
  bookingValidation: object({
    documentRequired: flag(),
    nationalityRequired: flag(),
    birthDateRequired: flag(),
    maxPassengers: whole(),
  }).defined(),
});

const refund = object({
  coverage: coverage(),
  refundPercent: whole(),
  paid: cents(),
  fee: cents(),
  refund: cents(),
}).defined();
const company = object({
  code: text(),
  name: text(),
  country: text(),
  website: text(),
  phone: text(),
  description: text(),
  loyaltyProgramme: string().strict().nullable().defined(),
  eTicket: flag(),
  webCheckIn: flag(),
  cancellation: coverage(),
  cancellationTerms: text(),
  vessels: list(object({ code: text(), name: text(), highSpeed: flag(), passengers: whole() })),
  ports: list(text()),
});

/** A connection (decision 0087): the shape `itineraryAnswer` writes, its legs as sailings, its fare in cents. */
const itinerary = object({
  id: text(),
  departure: text(),
  arrival: text(),
  totalMinutes: whole(),
  totalFare: cents().nullable(),
  // Optional: another Kyma may not send it yet.
  totalCo2Grams: number().strict().integer().min(0).nullable().optional(),
  overnight: flag(),
  changes: list(
    object({
      port: text(),
      waitMinutes: whole(),
      overnight: flag(),
      // A change of port in one town (decision 0093); another Kyma may not send it.
      byRoad: object({ from: text(), minimumMinutes: whole() }).nullable().optional().default(undefined),
    }),
  ),
  legs: list(trip),
});

const voucher = object({
  reservationNumber: text(),
  fullName: text(),
  total: cents(),
  legs: list(
    object({
      companyCode: text(),
      vesselCode: text(),
      from: text(),
      to: text(),
      departureDatetime: text(),
      arrivalDatetime: text(),
      tickets: list(
        object({
          ticketNumber: text(),
          fullName: optionalText(),
          passengerType: text().oneOf(PASSENGER_TYPES),
          sex: string().strict().oneOf(SEXES).nullable().optional(),
          seatType: text(),
          price: cents(),
        }),
      ),
    }),
  ),
}).defined();

/** Every answer of the booking/ API by what it carries; the OpenAPI document is generated from these. */
export const FERRY_ANSWERS = {
  ports: object({ ports: list(port) }),
  countries: object({ countries: list(country) }),
  dates: object({
    dates: list(object({ date: text(), departures: whole(), lowestFare: cents() })),
  }),
  results: object({
    legs: list(
      object({
        leg: object({ departurePort: text(), destinationPort: text(), departureDate: text() }).optional(),
        trips: list(trip),
        companies: array().of(text()).optional(),
      }),
    ),
    notices: array()
      .of(object({ code: text(), agentName: text(), reason: text() }))
      .optional(),
    partial: flag(),
    cached: boolean().strict().optional(),
    // A one-way search's journeys with a change of ship, when offered; another Kyma may not send them.
    connections: array().of(itinerary).optional(),
  }),
  pricing: object({ legs: list(legPricing), total: cents() }),
  held: object({ bookings: list(booking), total: cents(), expiresAt: text() }),
  booking: object({ booking }),
  cancellation: object({ booking, refund, cancelled: flag() }),
  companies: object({ companies: list(company) }),
  loyalty: object({ valid: flag(), programme: text(), discountPercent: whole() }),
  resident: object({ valid: flag(), eligible: flag(), discountPercent: whole() }),
  voucher: object({ voucher }),
  reseller: object({
    reseller: object({
      userId: whole(),
      companyName: text(),
      contactEmail: text(),
      creditLimit: cents(),
      creditUsed: cents(),
      availableCredit: cents(),
      active: flag(),
    }).defined(),
  }),
  error: object({
    error: object({
      code: text().meta({ jsonSchema: { description: REFUSAL_CODE_DESCRIPTION } }),
      key: text(),
      message: text(),
      // `values`: the placeholders of the field's message, when it has any (`{ min, max }`).
      fields: list(object({ path: text(), key: text(), message: text(), values: object().optional() })),
    }).defined(),
  }),
} as const;
