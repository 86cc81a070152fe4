import { object, string } from 'yup';
import { SEXES } from '../booking/passenger.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isValidMobileNumber } from './phone-number.ts';

/** The lead traveller's contact details (spec §3 "Leader"); the mobile is checked with its prefix. */
export const leaderSchema = object({
  firstName: string().trim().required(m.fieldRequired),
  lastName: string().trim().required(m.fieldRequired),
  email: string().trim().email(m.invalidEmail).required(m.fieldRequired),
  phonePrefix: string().default(''),
  mobile: string()
    .required(m.invalidPhoneNumber)
    .test('mobile', m.invalidPhoneNumber, (value, context) =>
      isValidMobileNumber(value, context.parent.phonePrefix),
    ),
  country: string().trim().required(m.fieldRequired),
  address: string().default(''),
  zipcode: string().default(''),
  city: string().default(''),
  sex: string().oneOf(SEXES, m.chooseGender).nullable().default(null),
});
