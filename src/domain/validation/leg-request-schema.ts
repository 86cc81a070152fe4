import { array, boolean, type InferType, number, object, string } from 'yup';
import { ACCOMMODATION_REQUEST_TYPES, PASSENGER_TYPES, SEXES } from '../booking/passenger.ts';
import { FUEL_TYPES } from '../booking/vehicle.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { MAX_PASSENGERS } from '../search/accommodations.ts';
import { MAX_MULTIPLE_LEGS } from '../search/search-query.ts';
import { assistanceSchema } from './assistance-schema.ts';

/** Short codes and names: bounded so nothing unbounded reaches an upstream or the database. */
export const code = () => string().max(100, m.textTooLong);
const text = () => string().default('').max(100, m.textTooLong);

/** A passenger as priced: type, seat and discount; names may still be empty (step 2 of the wizard). */
const pricedPassengerSchema = object({
  passengerType: string()
    .oneOf(PASSENGER_TYPES, m.invalidPassengerType)
    .default('AD')
    .required(m.invalidPassengerType),
  accommodationType: code().required(m.fieldRequired),
  accommodationTypeDescr: text(),
  accommodationRequestType: string()
    .oneOf(ACCOMMODATION_REQUEST_TYPES, m.invalidAccommodationRequestType)
    .default('COMPLETE')
    .required(m.invalidAccommodationRequestType),
  discountIdOrCode: code().nullable().default(null),
  loyaltyCard: text(),
  manNumber: text(),
  proofNumber: text(),
  sex: string().oneOf(SEXES, m.chooseGender).nullable().default(null),
  name: text(),
  surname: text(),
  documentId: text(),
  nationality: text(),
  birthDate: text(),
  capacityCrs: number().integer().min(1).max(10).default(1),
  /** Forwarded to the company with the booking (Reg. 1177/2010 Art. 12); none when absent. */
  assistance: assistanceSchema,
});

const pricedVehicleSchema = object({
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

const pricedPetSchema = object({
  code: code().required(m.fieldRequired),
  description: text(),
  passengerIndex: number()
    .typeError(m.chooseResponsiblePassenger)
    .integer(m.chooseResponsiblePassenger)
    .min(0, m.chooseResponsiblePassenger)
    .max(99, m.chooseResponsiblePassenger)
    .nullable()
    .default(null)
    .test(
      'existing-passenger',
      m.chooseResponsiblePassenger,
      (index, context) => index === null || index < (context.from?.[1]?.value.passengers?.length ?? 0),
    ),
  identityNumber: text(),
});

/**
 * What one leg asks of the upstream that sells it, in the wizard's shape (spec §3 "Leg booking item"): the
 * sailing, who travels and what goes with them; a trailer sits in `trailers` at its vehicle's index. The
 * booking API's pricing and hold calls take exactly this; the browser's cart adds where and when.
 */
export const legRequestSchema = object({
  agentName: code().required(m.fieldRequired),
  tripId: code().required(m.fieldRequired),
  /** The upstream's fare option; its standard fare when absent. */
  fareOption: string().max(8, m.textTooLong).optional(),
  passengers: array()
    .of(pricedPassengerSchema)
    .min(1, m.atLeastOnePassenger)
    .max(MAX_PASSENGERS, m.tooManyPassengers)
    .required(m.atLeastOnePassenger),
  vehicles: array()
    .of(pricedVehicleSchema)
    .default([])
    .test(
      'vehicles-cap',
      m.tooManyVehicles,
      (vehicles, context) => vehicles.length <= (context.parent.passengers?.length ?? 0),
    ),
  trailers: array()
    .of(pricedVehicleSchema.nullable().default(null))
    .default([])
    .test(
      'one-per-vehicle',
      m.tooManyVehicles,
      (trailers, context) => trailers.length <= (context.parent.vehicles?.length ?? 0),
    ),
  additionalServices: array().of(code().required()).max(20).default([]),
  pets: array().of(pricedPetSchema).max(50, m.tooManyPets).default([]),
});

export type LegRequestInput = InferType<typeof legRequestSchema>;

/** The legs of one booking: at least one, at most as many as a multi-leg search has (spec §2). */
export const legRequestsSchema = array()
  .of(legRequestSchema)
  .min(1, m.fieldRequired)
  .max(MAX_MULTIPLE_LEGS, m.tooManyLegs)
  .required(m.fieldRequired);
