import { boolean, number, object, string } from 'yup';
import { FUEL_TYPES } from '../booking/vehicle.ts';
import { messages as m } from '../errors/validation-message-keys.ts';

/**
 * A length a ferry prices: from a motorbike's metre to a long articulated truck's 25 m (issue #49: a 1 cm car
 * was priced).
 */
const lengthInMetres = () =>
  number()
    .typeError(m.invalidLength)
    .min(1, m.invalidLength)
    .max(25, m.invalidLength)
    .required(m.fieldRequired);

/** A trailer (spec §3): its type and its length in metres. */
export const trailerSchema = object({
  accommodationType: string().required(m.fieldRequired),
  length: lengthInMetres(),
  loyaltyCard: string().default(''),
});

/** The vehicle form (spec §3, §5): type, length in metres, plate, fuel, optional loyalty card. */
export const vehicleSchema = object({
  accommodationType: string().required(m.fieldRequired),
  length: lengthInMetres(),
  plateNumber: string().trim().required(m.fieldRequired),
  fuelType: string().oneOf(FUEL_TYPES, m.invalidFuelType).required(m.invalidFuelType),
  loyaltyCard: string().default(''),
  isTrailerEnabled: boolean().default(false),
});
