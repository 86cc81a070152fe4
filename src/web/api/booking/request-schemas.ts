import { type AnyObject, type ArraySchema, array, boolean, number, object, string } from 'yup';
import { ACCOMMODATION_REQUEST_TYPES, PASSENGER_TYPES, SEXES } from '#domain/booking/passenger.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { CANCELLATION_POLICIES } from '#domain/results/filter-trips.ts';
import { SORT_ORDERS } from '#domain/results/sort-trips.ts';
import { isIsoDate } from '#domain/search/calendar-date.ts';
import { DOCUMENT_ID_PATTERN } from '#domain/validation/passenger-schema.ts';
import { searchSchema } from '#domain/validation/search-schema.ts';

const portCode = () =>
  string()
    .trim()
    .uppercase()
    .matches(/^[A-Z]{3}$/, 'invalidPortCode');
const isoDate = () =>
  string().test('iso-date', m.invalidDate, (value) => value === undefined || isIsoDate(value));
const optionalText = (max = 100) => string().trim().max(max, 'tooLong');

export const langQuerySchema = object({
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
  services: array().of(string().required()).default([]),
  policies: array().of(string().oneOf(CANCELLATION_POLICIES, 'invalidChoice').required()).default([]),
  eTicket: boolean().default(false),
  vehicles: boolean().default(false),
  pets: boolean().default(false),
  webCheckIn: boolean().default(false),
  cabins: boolean().default(false),
});

/**
 * The domain's search schema (the same one the search form runs) plus the results order and filters;
 * over the API a port code is three letters in any case, as every other booking endpoint takes it.
 */
export const resultsSchema = searchSchema.shape({
  legs: (searchSchema.fields.legs as ArraySchema<unknown[] | undefined, AnyObject>).of(
    object({
      departurePort: portCode().required(m.chooseDeparturePort),
      destinationPort: portCode().required(m.chooseDestinationPort),
      departureDate: isoDate().required(m.chooseDepartureDate),
    }),
  ),
  sort: string().oneOf(SORT_ORDERS, 'invalidChoice').optional(),
  filters: filtersSchema.optional().default(undefined),
});

const passengerSchema = object({
  passengerType: string().oneOf(PASSENGER_TYPES, m.invalidPassengerType).default('AD'),
  accommodationType: string().trim().required(m.fieldRequired).max(16, 'tooLong'),
  accommodationRequestType: string()
    .oneOf(ACCOMMODATION_REQUEST_TYPES, m.invalidAccommodationRequestType)
    .default('COMPLETE'),
  discountIdOrCode: string().trim().max(16, 'tooLong').nullable().optional(),
  loyaltyCard: optionalText(32).optional(),
  manNumber: optionalText(32).optional(),
  sex: string().oneOf(SEXES, m.chooseGender).nullable().optional(),
  name: optionalText().optional(),
  surname: optionalText().optional(),
  documentId: string()
    .trim()
    .max(32, 'tooLong')
    .test('letters-digits', m.documentIdLettersAndDigits, (v) => !v || DOCUMENT_ID_PATTERN.test(v))
    .optional(),
  nationality: optionalText(2).optional(),
  birthDate: optionalText(10).optional(),
});

const lengthSchema = () =>
  number()
    .typeError(m.invalidLength)
    .min(0.5, m.invalidLength)
    .max(20, m.invalidLength)
    .required(m.invalidLength);

const legSchema = object({
  agentName: string().trim().required(m.fieldRequired).max(64, 'tooLong'),
  tripId: string().trim().required(m.fieldRequired).max(80, 'tooLong'),
  fareOption: optionalText(8).optional(),
  passengers: array()
    .of(passengerSchema)
    .min(1, m.atLeastOnePassenger)
    .max(9, 'tooManyPassengers')
    .required(m.atLeastOnePassenger),
  vehicles: array()
    .of(
      object({
        accommodationType: string().trim().required(m.fieldRequired),
        length: lengthSchema(),
        loyaltyCard: optionalText(32).optional(),
        plateNumber: optionalText(16).optional(),
        trailer: object({
          accommodationType: string().trim().required(m.fieldRequired),
          length: lengthSchema(),
        })
          .nullable()
          .optional()
          .default(undefined),
      }),
    )
    .default([])
    .test(
      'vehicles-cap',
      m.tooManyVehicles,
      (vehicles, context) => vehicles.length <= (context.parent.passengers?.length ?? 0),
    ),
  pets: array()
    .of(
      object({
        code: string().trim().required(m.fieldRequired),
        passengerIndex: number()
          .typeError(m.chooseResponsiblePassenger)
          .integer(m.chooseResponsiblePassenger)
          .min(0, m.chooseResponsiblePassenger)
          .required(m.chooseResponsiblePassenger),
        identityNumber: optionalText(32).optional(),
      }),
    )
    .default([]),
});

export const pricingSchema = object({
  legs: array().of(legSchema).min(1, m.fieldRequired).max(6, 'tooManyLegs').required(m.fieldRequired),
});

const leaderSchema = object({
  firstName: string().trim().required(m.fieldRequired).max(100, 'tooLong'),
  lastName: string().trim().required(m.fieldRequired).max(100, 'tooLong'),
  email: string().trim().email(m.invalidEmail).required(m.fieldRequired),
  mobile: string()
    .trim()
    .matches(/^\+?[0-9 ()-]{6,20}$/, m.invalidPhoneNumber)
    .required(m.fieldRequired),
  phonePrefix: optionalText(6).optional(),
  country: optionalText(2).optional(),
  address: optionalText(200).optional(),
  zipcode: optionalText(10).optional(),
  city: optionalText(100).optional(),
  sex: string().oneOf(SEXES, m.chooseGender).nullable().optional(),
});

export const holdSchema = pricingSchema.shape({ leader: leaderSchema.optional().default(undefined) });

const bookingReference = {
  orderCode: string().trim().required(m.fieldRequired).max(32, 'tooLong'),
  agentName: optionalText(64).optional(),
};

export const bookingReferenceSchema = object(bookingReference);
export const cancelSchema = object({ ...bookingReference, confirm: boolean().default(false) });
export const insertSchema = object({
  ...bookingReference,
  leader: leaderSchema.required(m.fieldRequired),
  passengers: array()
    .of(
      array()
        .of(passengerSchema.pick(['name', 'surname', 'documentId', 'nationality', 'birthDate', 'sex']))
        .required(),
    )
    .optional(),
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
