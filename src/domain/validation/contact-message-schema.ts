import { boolean, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isValidPhoneNumber } from './phone-number.ts';

/** The contact form (spec §3 "Contact message"); sending requires accepting terms and privacy (spec §5). */
export const contactMessageSchema = object({
  name: string().trim().required(m.fieldRequired),
  lastName: string().trim().required(m.fieldRequired),
  email: string().trim().email(m.invalidEmail).required(m.fieldRequired),
  phone: string()
    .default('')
    .test('phone', m.invalidPhoneNumber, (value) => value === '' || isValidPhoneNumber(value, '+30')),
  message: string().trim().required(m.fieldRequired),
  termsAccepted: boolean().oneOf([true], m.acceptTermsAndPrivacy).required(m.acceptTermsAndPrivacy),
});

/** The live-chat fallback form (spec §3 "Chat message"); the booking code is optional. */
export const chatMessageSchema = object({
  name: string().trim().required(m.fieldRequired),
  email: string().trim().email(m.invalidEmail).required(m.fieldRequired),
  bookingCode: string().trim().default(''),
  message: string().trim().required(m.fieldRequired),
});
