import { object, string } from 'yup';
import { SEXES } from '../booking/passenger.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isValidMobileNumber } from './phone-number.ts';

const bounded = (max: number) => string().max(max, m.textTooLong);

/** The lead traveller's contact details (spec §3 "Leader"); the mobile is checked with its prefix. */
export const leaderSchema = object({
  firstName: bounded(100).trim().required(m.fieldRequired),
  lastName: bounded(100).trim().required(m.fieldRequired),
  email: bounded(254).trim().email(m.invalidEmail).required(m.fieldRequired),
  phonePrefix: bounded(6).default(''),
  mobile: bounded(32)
    .required(m.invalidPhoneNumber)
    .test('mobile', m.invalidPhoneNumber, (value, context) =>
      isValidMobileNumber(value, context.parent.phonePrefix),
    ),
  country: bounded(2).trim().required(m.fieldRequired),
  address: bounded(200).default(''),
  zipcode: bounded(10).default(''),
  city: bounded(100).default(''),
  sex: string().oneOf(SEXES, m.chooseGender).nullable().default(null),
});
