import { array, object } from 'yup';
import type { LegBooking } from '../booking/leg-booking.ts';
import type { FormRefusal } from '../errors/refusal.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import type { Result } from '../shared/result.ts';
import { checkLoyaltyCardsUnique } from './loyalty-cards.ts';
import { PASSENGER_FORM_REQUIREMENTS, type PassengerRequirements } from './passenger-requirements.ts';
import { passengerSchema } from './passenger-schema.ts';
import { petSchema } from './pet-schema.ts';
import { validateWith } from './validate.ts';
import { trailerSchema, vehicleSchema } from './vehicle-schema.ts';

/** Everyone and everything travelling on one leg, as the passenger steps submit it. */
function legSchema(requirements: PassengerRequirements = PASSENGER_FORM_REQUIREMENTS) {
  return object({
    passengers: array().of(passengerSchema(requirements)).min(1, m.atLeastOnePassenger).required(),
    vehicles: array()
      .of(vehicleSchema)
      .required()
      .test(
        'vehicles-cap',
        m.tooManyVehicles,
        (vehicles, context) => vehicles.length <= context.parent.passengers.length,
      ),
    trailers: array().of(trailerSchema.nullable().default(null)).required(),
    pets: array()
      .of(petSchema)
      .required()
      .test('responsible-passengers', m.chooseResponsiblePassenger, (pets, context) =>
        pets.every((pet) => pet.passengerIndex < context.parent.passengers.length),
      ),
  });
}

export interface LegValidationOptions {
  requirements?: PassengerRequirements;
  /** YYYY-MM-DD; refuses birth dates after it. */
  today?: string;
}

/** Spec §5 "Passenger form must be valid" plus unique loyalty cards; fails with invalidPassengersForm. */
export function validateLeg(
  leg: LegBooking,
  options: LegValidationOptions = {},
): Result<LegBooking, FormRefusal> {
  const checked = validateWith(legSchema(options.requirements), leg, 'invalidPassengersForm', {
    today: options.today,
    // The sailing's own calendar day, as the port's clock writes it.
    travelDate: leg.departureDatetime.slice(0, 10),
  });
  return checked.ok ? checkLoyaltyCardsUnique(leg) : checked;
}
