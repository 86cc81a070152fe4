import { type AnyObject, type ArraySchema, array, boolean, number, object, string } from 'yup';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { CANCELLATION_POLICIES } from '#domain/results/filter-trips.ts';
import { SORT_ORDERS } from '#domain/results/sort-trips.ts';
import { isIsoDate } from '#domain/search/calendar-date.ts';
import { TRIP_SERVICES } from '#domain/trips/trip.ts';
import { leaderSchema } from '#domain/validation/leader-schema.ts';
import { legRequestsSchema } from '#domain/validation/leg-request-schema.ts';
import { passengerSchema } from '#domain/validation/passenger-schema.ts';
import { searchSchema } from '#domain/validation/search-schema.ts';

const portCode = () =>
  string()
    .trim()
    .uppercase()
    .matches(/^[A-Z]{3}$/, 'invalidPortCode');
const isoDate = () =>
  string().test('iso-date', m.invalidDate, (value) => value === undefined || isIsoDate(value));
const optionalText = (max = 100) => string().trim().max(max, 'tooLong');

const langQuerySchema = object({
  lang: string().oneOf(LOCALE_CODES, 'invalidLanguage').default('el'),
});

export const userQuerySchema = langQuerySchema.shape({ user_id: optionalText(64).optional() });

/** A reseller's booknow user id: a positive integer that fits the database's integer column. */
export const resellerQuerySchema = langQuerySchema.shape({
  user_id: number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(1, 'invalidNumber')
    .max(2_147_483_647, 'invalidNumber')
    .required(m.fieldRequired),
});

export const retrieveQuerySchema = langQuerySchema.shape({
  order_code: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
  agent_name: optionalText(64).optional(),
});

export const destinationsSchema = object({ origin: portCode().required(m.chooseDeparturePort) });
export const originsSchema = object({ destination: portCode().required(m.chooseDestinationPort) });

export const datesSchema = object({
  origin: portCode().required(m.chooseDeparturePort),
  destination: portCode().required(m.chooseDestinationPort),
  from: isoDate().optional(),
  days: number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(1, 'invalidNumber')
    .max(93, 'invalidNumber')
    .default(31),
});

export const companyDetailsSchema = object({
  company_code: optionalText(8).uppercase().optional(),
  port_code: portCode().optional(),
}).test('one-of', m.fieldRequired, (value) => Boolean(value?.company_code) !== Boolean(value?.port_code));

const filtersSchema = object({
  companies: array().of(string().required()).nullable().default(null),
  services: array().of(string().oneOf(TRIP_SERVICES, 'invalidChoice').required()).default([]),
  policies: array().of(string().oneOf(CANCELLATION_POLICIES, 'invalidChoice').required()).default([]),
  eTicket: boolean().default(false),
  vehicles: boolean().default(false),
  pets: boolean().default(false),
  webCheckIn: boolean().default(false),
  cabins: boolean().default(false),
  accessibleCabins: boolean().default(false),
});

/**
 * The domain's search schema (the same one the search form runs) plus the results order and filters;
 * over the API a port code is three letters in any case, as every other booking endpoint takes it.
 */
export const resultsSchema = searchSchema.shape({
  // The search schema's legs are required; their fields are replaced, their count rules kept.
  legs: (searchSchema.fields.legs as ArraySchema<unknown[], AnyObject>).of(
    object({
      departurePort: portCode().required(m.chooseDeparturePort),
      destinationPort: portCode().required(m.chooseDestinationPort),
      departureDate: isoDate().required(m.chooseDepartureDate),
    }),
  ),
  sort: string().oneOf(SORT_ORDERS, 'invalidChoice').optional(),
  filters: filtersSchema.optional().default(undefined),
});

/** The domain's leg request, as the browser's cart sends it; at most five legs (spec §2). */
export const pricingSchema = object({ legs: legRequestsSchema });

export const holdSchema = pricingSchema.shape({ leader: leaderSchema.optional().default(undefined) });

/** Traveller details for a hold: the passenger form's fields; which documents a sailing needs is the upstream's check. */
const travellerDetailsSchema = passengerSchema({
  documentRequired: false,
  nationalityRequired: false,
  birthDateRequired: false,
}).pick(['name', 'surname', 'documentId', 'nationality', 'birthDate', 'sex']);

export const bookingReference = {
  orderCode: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
  agentName: optionalText(64).optional(),
};

export const bookingReferenceSchema = object(bookingReference);
export const cancelSchema = object({ ...bookingReference, confirm: boolean().default(false) });
export const cancelLegSchema = cancelSchema.shape({
  legIndex: number()
    .required(m.fieldRequired)
    .integer('invalidChoice')
    .min(0, 'invalidChoice')
    .max(9, 'invalidChoice'),
});
export const insertSchema = object({
  ...bookingReference,
  leader: leaderSchema.required(m.fieldRequired),
  passengers: array().of(array().of(travellerDetailsSchema).required()).optional(),
});

const tripCheck = {
  tripId: string().trim().required(m.fieldRequired).max(80, 'tooLong'),
  company: string().trim().required(m.fieldRequired).max(8, 'tooLong'),
  agentName: string().trim().required(m.fieldRequired).max(64, 'tooLong'),
};
export const loyaltySchema = object({
  ...tripCheck,
  loyaltyCard: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
});
export const residentSchema = object({
  ...tripCheck,
  residentIdOrCode: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
});
