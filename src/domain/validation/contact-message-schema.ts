import { boolean, type InferType, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isValidPhoneNumber } from './phone-number.ts';

/** Generous limits that no real message reaches, so a form cannot be used to store megabytes. */
const NAME_MAX = 100;
export const EMAIL_MAX = 254;
const BOOKING_CODE_MAX = 40;
export const MESSAGE_MAX = 5000;

/** The contact form (spec §3 "Contact message"); sending requires accepting terms and privacy (spec §5). */
export const contactMessageSchema = object({
  name: string().trim().max(NAME_MAX, m.textTooLong).required(m.fieldRequired),
  lastName: string().trim().max(NAME_MAX, m.textTooLong).required(m.fieldRequired),
  email: string().trim().max(EMAIL_MAX, m.textTooLong).email(m.invalidEmail).required(m.fieldRequired),
  phone: string()
    .default('')
    .test('phone', m.invalidPhoneNumber, (value) => value === '' || isValidPhoneNumber(value, '+30')),
  message: string().trim().max(MESSAGE_MAX, m.textTooLong).required(m.fieldRequired),
  termsAccepted: boolean().oneOf([true], m.acceptTermsAndPrivacy).required(m.acceptTermsAndPrivacy),
});

/** The live-chat fallback form (spec §3 "Chat message"); the booking code is optional. */
export const chatMessageSchema = object({
  name: string().trim().max(NAME_MAX, m.textTooLong).required(m.fieldRequired),
  email: string().trim().max(EMAIL_MAX, m.textTooLong).email(m.invalidEmail).required(m.fieldRequired),
  bookingCode: string().trim().max(BOOKING_CODE_MAX, m.textTooLong).default(''),
  message: string().trim().max(MESSAGE_MAX, m.textTooLong).required(m.fieldRequired),
});

/** A contact message as the schema reads it: what the use case takes. */
export type ContactMessageForm = InferType<typeof contactMessageSchema>;

/** A chat message as the schema reads it. */
export type ChatMessageForm = InferType<typeof chatMessageSchema>;
