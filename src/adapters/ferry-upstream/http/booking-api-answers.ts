import { array, boolean, number, object, type Schema, string, ValidationError } from 'yup';
import {
  INVENTORY_ERROR_CODES,
  type InventoryError,
  type InventoryErrorCode,
  UpstreamFailure,
} from '#application/ports/ferry-inventory.ts';
import { ACCOMMODATION_REQUEST_TYPES, PASSENGER_TYPES, SEXES } from '#domain/booking/passenger.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { UpstreamAnswer } from './http-upstream-client.ts';

/**
 * yup schemas of the booking/ API's answers, as another system speaking the contract must send them.
 * Validation is strict (no coercion: a fare sent as "1200" is malformed, not 1200) and unknown fields
 * are dropped, so nothing the contract does not promise reaches the core.
 */
const text = () => string().strict().defined();
const whole = () => number().strict().integer().defined();
const cents = () => whole().min(0);
const flag = () => boolean().strict().defined();
const list = <T extends Schema>(item: T) => array().of(item).defined();
const coverage = () => text().oneOf(['full', 'partial', 'none'] as const);
const optionalText = () => string().strict().nullable().optional();

const port = object({
  code: text(),
  name: text(),
  countryCode: text(),
  area: text(),
  island: flag(),
  latitude: number().strict().defined(),
  longitude: number().strict().defined(),
});
const country = object({ code: text(), name: text() });

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
  bookingValidation: object({
    documentRequired: flag(),
    nationalityRequired: flag(),
    birthDateRequired: flag(),
    maxPassengers: whole(),
  }).defined(),
});

const priceGroup = object({
  items: list(
    object({
      index: whole(),
      code: text(),
      description: text(),
      fare: cents(),
      discount: whole(),
      total: cents(),
    }),
  ),
  total: cents(),
}).defined();
const legPricing = object({
  tripId: text(),
  departureDatetime: text(),
  fareOption: text(),
  cancellation: coverage(),
  passengerPrices: priceGroup,
  vehiclePrices: priceGroup,
  trailerPrices: priceGroup,
  servicePrices: priceGroup,
  petPrices: priceGroup,
  tripTotal: cents(),
});

const passengerRequest = object({
  passengerType: text().oneOf(PASSENGER_TYPES),
  accommodationType: text(),
  accommodationRequestType: text().oneOf(ACCOMMODATION_REQUEST_TYPES),
  discountIdOrCode: optionalText(),
  loyaltyCard: optionalText(),
  manNumber: optionalText(),
  sex: string().strict().oneOf(SEXES).nullable().optional(),
  name: optionalText(),
  surname: optionalText(),
  documentId: optionalText(),
  nationality: optionalText(),
  birthDate: optionalText(),
});
const legRequest = object({
  tripId: text(),
  fareOption: optionalText(),
  passengers: list(passengerRequest),
  vehicles: list(
    object({
      accommodationType: text(),
      length: number().strict().defined(),
      loyaltyCard: optionalText(),
      plateNumber: optionalText(),
      trailer: object({ accommodationType: text(), length: number().strict().defined() })
        .nullable()
        .optional()
        .default(undefined),
    }),
  ),
  pets: list(object({ code: text(), passengerIndex: whole(), identityNumber: optionalText() })),
});
const leader = object({
  firstName: text(),
  lastName: text(),
  email: text(),
  mobile: text(),
  phonePrefix: optionalText(),
  country: optionalText(),
  address: optionalText(),
  zipcode: optionalText(),
  city: optionalText(),
  sex: string().strict().oneOf(SEXES).nullable().optional(),
});
const booking = object({
  orderCode: text(),
  agentName: text(),
  status: text().oneOf(['held', 'inserted', 'confirmed', 'failed', 'expired', 'cancelled']),
  createdAt: text(),
  expiresAt: text(),
  total: cents(),
  legs: list(
    object({
      tripId: text(),
      companyCode: text(),
      vesselCode: text(),
      from: text(),
      to: text(),
      departureDatetime: text(),
      arrivalDatetime: text(),
      pricing: legPricing.defined(),
      request: legRequest.defined(),
    }),
  ),
  leader: leader.nullable().defined().default(undefined),
  tickets: list(
    object({
      ticketNumber: text(),
      legIndex: whole(),
      passengerIndex: whole(),
      passengerType: text().oneOf(PASSENGER_TYPES),
      accommodationType: text(),
      price: cents(),
    }),
  ),
}).defined();
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

export const ANSWERS = {
  ports: object({ ports: list(port) }),
  countries: object({ countries: list(country) }),
  dates: object({
    dates: list(object({ date: text(), departures: whole(), lowestFare: cents() })),
  }),
  results: object({
    legs: list(object({ trips: list(trip) })),
    partial: flag(),
  }),
  pricing: object({ legs: list(legPricing), total: cents() }),
  held: object({ bookings: list(booking), total: cents(), expiresAt: text() }),
  booking: object({ booking }),
  cancellation: object({ booking, refund, cancelled: flag() }),
  companies: object({ companies: list(company) }),
  loyalty: object({ valid: flag(), programme: text(), discountPercent: whole() }),
  resident: object({ valid: flag(), eligible: flag(), discountPercent: whole() }),
  error: object({
    error: object({
      code: text(),
      message: text(),
      fields: list(object({ path: text(), key: text(), message: text() })),
    }).defined(),
  }),
} as const;

/** The answer if it matches the schema (unknown fields dropped); otherwise a 'malformedResponse' failure. */
export function checked<T>(schema: Schema<T>, body: unknown, agentName: string, what: string): T {
  try {
    schema.validateSync(body, { strict: true, abortEarly: true });
    return schema.cast(body, { stripUnknown: true, assert: false }) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new UpstreamFailure(agentName, 'malformedResponse', `${what}: ${error.message}`, {
      cause: error,
    });
  }
}

/**
 * A 2xx answer checked against its schema; a 4xx with the contract's error body as the port's Result error
 * (`invalidForm` is the contract's name for an invalid request); anything else is the upstream's failure.
 */
export function readAnswer<T>(
  answer: UpstreamAnswer,
  schema: Schema<T>,
  agentName: string,
  path: string,
): Result<T, InventoryError> {
  if (answer.status >= 200 && answer.status < 300) return ok(checked(schema, answer.body, agentName, path));
  if (answer.status < 400 || answer.status >= 500)
    throw new UpstreamFailure(agentName, 'malformedResponse', `${path}: unexpected HTTP ${answer.status}`);
  const { error } = checked(ANSWERS.error, answer.body, agentName, `${path} (HTTP ${answer.status})`);
  const field = error.fields[0]?.path;
  if (error.code === 'invalidForm')
    return err({ code: 'invalidRequest', message: error.message, ...(field ? { path: field } : {}) });
  if ((INVENTORY_ERROR_CODES as readonly string[]).includes(error.code))
    return err({
      code: error.code as InventoryErrorCode,
      message: error.message,
      ...(field ? { path: field } : {}),
    });
  throw new UpstreamFailure(agentName, 'unavailable', `${path}: HTTP ${answer.status} ${error.code}`);
}
