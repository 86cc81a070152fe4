import { object, string } from 'yup';
import { proofNumberProblem } from '../booking/fare-proof.ts';
import {
  ACCOMMODATION_REQUEST_TYPES,
  PASSENGER_TYPES,
  type PassengerType,
  SEXES,
} from '../booking/passenger.ts';
import { AGE_DECIDED_TYPES, ageOn, typeFitsAge } from '../booking/passenger-age.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { assistanceSchema } from './assistance-schema.ts';
import { birthDateProblem, parseBirthDate } from './birth-date.ts';
import { PASSENGER_FORM_REQUIREMENTS, type PassengerRequirements } from './passenger-requirements.ts';

/** Spec §5: passport or ID numbers use only English letters and digits. */
const DOCUMENT_ID_PATTERN = /^[A-Za-z0-9]+$/;

function requiredWhen(needed: boolean) {
  const text = string().max(32, m.textTooLong);
  return needed ? text.required(m.fieldRequired) : text.default('');
}

/**
 * Infant, child and senior fares are facts of the birth date on the day of travel (issue #33, decision
 * 0050): without a birth date, or with one that puts the passenger in another band, the type is refused.
 * Without a day of travel (the passenger steps before a sailing is chosen) nothing can be checked yet.
 */
function typeFitsBirthDate(
  type: PassengerType,
  birthDate: string | undefined,
  context: { travelDate?: string; today?: string } = {},
): boolean {
  if (!context.travelDate) return true;
  const born = parseBirthDate(birthDate ?? '');
  // A missing or impossible birth date is the birth date's own error; it proves no age-decided type.
  if (!born || (context.today !== undefined && born > context.today))
    return !AGE_DECIDED_TYPES.includes(type);
  return typeFitsAge(type, ageOn(born, context.travelDate));
}

/**
 * The passenger form (spec §3, §5), by default demanding what every sailing's booking needs say
 * (PASSENGER_FORM_REQUIREMENTS); lesser requirements suit a check that leaves the documents to the company.
 * Context `today` (YYYY-MM-DD) refuses future births; context `travelDate` (YYYY-MM-DD, the day the leg
 * sails) checks the passenger type against the birth date.
 */
export function passengerSchema(requirements: PassengerRequirements = PASSENGER_FORM_REQUIREMENTS) {
  return object({
    passengerType: string()
      .oneOf(PASSENGER_TYPES, m.invalidPassengerType)
      .required(m.invalidPassengerType)
      .test('fits-birth-date', m.passengerTypeContradictsBirthDate, (type, context) =>
        typeFitsBirthDate(type as PassengerType, context.parent.birthDate, context.options.context),
      ),
    name: string().trim().max(100, m.textTooLong).required(m.fieldRequired),
    surname: string().trim().max(100, m.textTooLong).required(m.fieldRequired),
    sex: string().oneOf(SEXES, m.chooseGender).required(m.chooseGender),
    birthDate: requiredWhen(requirements.birthDateRequired).test('day-month-year', (value, context) => {
      const problem = value ? birthDateProblem(value, context.options.context?.today) : null;
      return problem === null || context.createError({ message: m[problem] });
    }),
    nationality: requiredWhen(requirements.nationalityRequired),
    documentId: requiredWhen(requirements.documentRequired).matches(DOCUMENT_ID_PATTERN, {
      message: m.documentIdLettersAndDigits,
      excludeEmptyString: true,
    }),
    manNumber: string().default('').matches(DOCUMENT_ID_PATTERN, {
      message: m.documentIdLettersAndDigits,
      excludeEmptyString: true,
    }),
    proofNumber: string()
      .default('')
      .test('proven-fare', (_, context) => {
        const problem = proofNumberProblem(context.parent);
        return problem === null || context.createError({ message: m[problem] });
      }),
    loyaltyCard: string().default(''),
    accommodationType: string().required(m.fieldRequired),
    accommodationRequestType: string()
      .oneOf(ACCOMMODATION_REQUEST_TYPES, m.invalidAccommodationRequestType)
      .required(m.invalidAccommodationRequestType),
    assistance: assistanceSchema,
  });
}
