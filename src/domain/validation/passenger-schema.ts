import { object, string } from 'yup';
import { ACCOMMODATION_REQUEST_TYPES, PASSENGER_TYPES, SEXES } from '../booking/passenger.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import type { BookingValidation } from '../trips/trip.ts';
import { isValidBirthDate } from './birth-date.ts';

/** Spec §5: passport or ID numbers use only English letters and digits. */
const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9]+$/;

export type PassengerRequirements = Pick<
  BookingValidation,
  'documentRequired' | 'nationalityRequired' | 'birthDateRequired'
>;

/** What a passenger must give when the sailing does not say otherwise: everything. */
export const FULL_PASSENGER_REQUIREMENTS: PassengerRequirements = {
  documentRequired: true,
  nationalityRequired: true,
  birthDateRequired: true,
};

function requiredWhen(needed: boolean) {
  const text = string().max(32, m.textTooLong);
  return needed ? text.required(m.fieldRequired) : text.default('');
}

/**
 * The passenger form (spec §3, §5). Each company states in its BookingValidation which documents it needs;
 * pass that in so browser and server demand the same. Context `today` (YYYY-MM-DD) refuses future births.
 */
export function passengerSchema(requirements: PassengerRequirements = FULL_PASSENGER_REQUIREMENTS) {
  return object({
    passengerType: string().oneOf(PASSENGER_TYPES, m.invalidPassengerType).required(m.invalidPassengerType),
    name: string().trim().max(100, m.textTooLong).required(m.fieldRequired),
    surname: string().trim().max(100, m.textTooLong).required(m.fieldRequired),
    sex: string().oneOf(SEXES, m.chooseGender).required(m.chooseGender),
    birthDate: requiredWhen(requirements.birthDateRequired).test(
      'day-month-year',
      m.invalidBirthDate,
      (value, context) => !value || isValidBirthDate(value, context.options.context?.today),
    ),
    nationality: requiredWhen(requirements.nationalityRequired),
    documentId: requiredWhen(requirements.documentRequired).matches(DOCUMENT_ID_PATTERN, {
      message: m.documentIdLettersAndDigits,
      excludeEmptyString: true,
    }),
    manNumber: string().default('').matches(DOCUMENT_ID_PATTERN, {
      message: m.documentIdLettersAndDigits,
      excludeEmptyString: true,
    }),
    loyaltyCard: string().default(''),
    accommodationType: string().required(m.fieldRequired),
    accommodationRequestType: string()
      .oneOf(ACCOMMODATION_REQUEST_TYPES, m.invalidAccommodationRequestType)
      .required(m.invalidAccommodationRequestType),
  });
}
