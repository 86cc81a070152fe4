import { ValidationError } from 'yup';
import type { LegBooking } from '../booking/leg-booking.ts';
import { PET_TYPES, TRAILER_TYPES, VEHICLE_TYPES } from '../booking/vehicle.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { petSchema } from '../validation/pet-schema.ts';
import { trailerSchema, vehicleSchema } from '../validation/vehicle-schema.ts';

/** The addition form's fields, as the traveller fills them in; an empty type adds nothing of that kind. */
export const ADDITION_FIELDS = [
  'vehicleType',
  'vehicleLength',
  'plateNumber',
  'trailerType',
  'trailerLength',
  'petType',
  'petOwner',
  'chipNumber',
] as const;
export type AdditionInput = Partial<Record<(typeof ADDITION_FIELDS)[number], string>>;

/** What an addition asks the company to add to one leg (the port's `addition` change, its leg named apart). */
export interface LegAddition {
  vehicles: { accommodationType: string; length: number; plateNumber: string; trailer: Trailer | null }[];
  trailers: (Trailer & { vehicleIndex: number })[];
  pets: { code: string; passengerIndex: number; identityNumber: string }[];
}
type Trailer = { accommodationType: string; length: number };

/** Field → message key of what is wrong with it. */
export type AdditionErrors = Partial<Record<(typeof ADDITION_FIELDS)[number], string>>;

/** The wizard's vehicle form, less the fuel and loyalty card that a change to the company does not carry. */
const addedVehicle = vehicleSchema.pick(['accommodationType', 'length', 'plateNumber']);
const addedTrailer = trailerSchema.pick(['accommodationType', 'length']);

/** A length left empty is the usual one of its kind, as the wizard's form starts from it. */
const lengthOf = (value: string | undefined, usual: number | undefined) =>
  value?.trim() ? value.trim() : usual;

function checked<T>(
  validate: () => T,
  fields: Record<string, (typeof ADDITION_FIELDS)[number]>,
  errors: AdditionErrors,
): T | null {
  try {
    return validate();
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    for (const inner of error.inner.length ? error.inner : [error]) {
      const field = fields[inner.path ?? ''];
      if (field && !errors[field]) errors[field] = inner.errors[0] ?? m.fieldRequired;
    }
    return null;
  }
}

const oneOf = <T extends string>(values: readonly T[], value: string | undefined) =>
  values.includes(value as T) ? value : value ? '' : undefined;

/**
 * A vehicle, a trailer and a pet for one leg of a sold booking (issue #25 point 6), checked with the wizard's
 * own schemas: a vehicle's kind, length and plate; a trailer's kind and length, towed by the vehicle added
 * with it or else by the leg's first vehicle that tows nothing; a pet's kind, its passenger on the leg and its
 * chip. At least one of them.
 */
export function legAddition(
  input: AdditionInput,
  leg: Pick<LegBooking, 'passengers' | 'vehicles' | 'trailers'>,
): Result<LegAddition, AdditionErrors> {
  const errors: AdditionErrors = {};
  const options = { abortEarly: false, stripUnknown: true };
  const vehicleType = oneOf(Object.keys(VEHICLE_TYPES), input.vehicleType);
  const trailerType = oneOf(Object.keys(TRAILER_TYPES), input.trailerType);
  const petType = oneOf(PET_TYPES, input.petType);
  if (vehicleType === undefined && trailerType === undefined && petType === undefined)
    return err({ vehicleType: m.additionEmpty });
  const vehicle =
    vehicleType === undefined
      ? null
      : checked(
          () =>
            addedVehicle.validateSync(
              {
                accommodationType: vehicleType,
                length: lengthOf(
                  input.vehicleLength,
                  VEHICLE_TYPES[vehicleType as keyof typeof VEHICLE_TYPES],
                ),
                plateNumber: input.plateNumber?.toUpperCase(),
              },
              options,
            ),
          { accommodationType: 'vehicleType', length: 'vehicleLength', plateNumber: 'plateNumber' },
          errors,
        );
  const trailer =
    trailerType === undefined
      ? null
      : checked(
          () =>
            addedTrailer.validateSync(
              {
                accommodationType: trailerType,
                length: lengthOf(
                  input.trailerLength,
                  TRAILER_TYPES[trailerType as keyof typeof TRAILER_TYPES],
                ),
              },
              options,
            ),
          { accommodationType: 'trailerType', length: 'trailerLength' },
          errors,
        );
  const pet =
    petType === undefined
      ? null
      : checked(
          () =>
            petSchema.validateSync(
              { code: petType, passengerIndex: input.petOwner, identityNumber: input.chipNumber },
              { ...options, context: { passengerCount: leg.passengers.length } },
            ),
          { code: 'petType', passengerIndex: 'petOwner', identityNumber: 'chipNumber' },
          errors,
        );
  const tows = leg.vehicles.findIndex((_, index) => !leg.trailers[index]);
  if (trailerType !== undefined && vehicleType === undefined && tows < 0)
    errors.trailerType ??= m.trailerNeedsVehicle;
  if (Object.keys(errors).length > 0) return err(errors);
  return ok({
    vehicles: vehicle ? [{ ...vehicle, trailer: trailer && vehicleType !== undefined ? trailer : null }] : [],
    trailers: trailer && !vehicle ? [{ ...trailer, vehicleIndex: tows }] : [],
    pets: pet ? [pet] : [],
  });
}
