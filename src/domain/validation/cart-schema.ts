import { array, boolean, number, object, string } from 'yup';
import { ACCOMMODATION_REQUEST_TYPES, PASSENGER_TYPES, SEXES } from '../booking/passenger.ts';
import { RECEIVE_TICKETS_METHODS } from '../booking/payment-form.ts';
import { FUEL_TYPES } from '../booking/vehicle.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { MAX_MULTIPLE_LEGS } from '../search/search-query.ts';

/** Short codes and names: bounded so nothing unbounded reaches an upstream or the database. */
const code = () => string().max(100, m.textTooLong);
const text = () => string().default('').max(100, m.textTooLong);
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;

/** A passenger as priced: type, seat and discount; names may still be empty (step 2 of the wizard). */
const cartPassengerSchema = object({
  passengerType: string().oneOf(PASSENGER_TYPES, m.invalidPassengerType).required(m.invalidPassengerType),
  accommodationType: code().required(m.fieldRequired),
  accommodationTypeDescr: text(),
  accommodationRequestType: string()
    .oneOf(ACCOMMODATION_REQUEST_TYPES, m.invalidAccommodationRequestType)
    .required(m.invalidAccommodationRequestType),
  discountIdOrCode: code().nullable().default(null),
  loyaltyCard: text(),
  manNumber: text(),
  sex: string().oneOf(SEXES, m.chooseGender).nullable().default(null),
  name: text(),
  surname: text(),
  documentId: text(),
  nationality: text(),
  birthDate: text(),
  capacityCrs: number().integer().min(1).max(10).default(1),
});

const cartVehicleSchema = object({
  accommodationType: code().required(m.fieldRequired),
  discountIdOrCode: code().nullable().default(null),
  loyaltyCard: text(),
  length: number()
    .typeError(m.invalidLength)
    .positive(m.invalidLength)
    .max(30, m.invalidLength)
    .nullable()
    .default(null),
  isTrailerEnabled: boolean().default(false),
  plateNumber: text(),
  fuelType: string().oneOf(FUEL_TYPES, m.invalidFuelType).nullable().default(null),
});

const cartPetSchema = object({
  code: code().required(m.fieldRequired),
  description: text(),
  passengerIndex: number().integer().min(0).max(99).nullable().default(null),
  identityNumber: text(),
});

/**
 * One leg of a cart as the browser or an API client sends it (the wizard's `LegBooking`): which sailing,
 * at which system, and who and what travels. The shape every checkout call starts from; the passenger
 * form's own rules (names, documents) are checked on top of it when the order is placed.
 */
export const cartLegSchema = object({
  legIndex: number()
    .integer()
    .min(0)
    .max(MAX_MULTIPLE_LEGS - 1)
    .required(m.fieldRequired),
  agentName: code().required(m.fieldRequired),
  tripId: code().required(m.fieldRequired),
  vesselCode: code().required(m.fieldRequired),
  company: code().required(m.fieldRequired),
  departurePort: code().required(m.fieldRequired),
  destinationPort: code().required(m.fieldRequired),
  departureDatetime: string().matches(DATE_TIME, m.invalidDate).required(m.fieldRequired),
  arrivalDateTime: string().matches(DATE_TIME, m.invalidDate).required(m.fieldRequired),
  passengers: array()
    .of(cartPassengerSchema)
    .min(1, m.atLeastOnePassenger)
    .max(10, m.atLeastOnePassenger)
    .required(),
  vehicles: array().of(cartVehicleSchema).max(10, m.tooManyVehicles).required(),
  trailers: array().of(cartVehicleSchema.nullable().default(null)).max(10, m.tooManyVehicles).required(),
  additionalServices: array().of(code().required()).max(20).default([]),
  pets: array().of(cartPetSchema).max(50, m.tooManyPets).required(),
  tripTotal: number().integer().nullable().default(null),
});

/** A cart to price: its legs and how the tickets travel (courier delivery costs extra). */
export const cartSchema = object({
  legs: array()
    .of(cartLegSchema)
    .min(1, m.fieldRequired)
    .max(MAX_MULTIPLE_LEGS, m.fieldRequired)
    .required(m.fieldRequired),
  receiveTicketsMethod: string()
    .oneOf(RECEIVE_TICKETS_METHODS, m.invalidTicketDeliveryMethod)
    .default('portPickup'),
});

/**
 * "Pay and continue" as sent by the browser or an API client: the cart, who books and how they pay, and the
 * final price the traveller agreed to. The leader, payment and invoice sections are checked field by field
 * with their own schemas when the order is placed.
 */
export const checkoutRequestSchema = object({
  locale: string().oneOf(LOCALE_CODES, m.fieldRequired).required(m.fieldRequired),
  legs: cartSchema.fields.legs,
  leader: object().required(m.fieldRequired),
  payment: object().required(m.fieldRequired),
  invoice: object().nullable().default(null),
  couponCode: string().trim().max(100, m.textTooLong).default(''),
  expectedFinalPrice: number()
    .typeError(m.fieldRequired)
    .integer(m.fieldRequired)
    .min(0)
    .required(m.fieldRequired),
});
