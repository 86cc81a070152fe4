import { type InferType, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';
import { EMAIL_MAX } from './contact-message-schema.ts';

/** The footer's newsletter sign-up: an e-mail address is all it takes. */
export const newsletterSchema = object({
  email: string()
    .trim()
    .lowercase()
    .max(EMAIL_MAX, m.textTooLong)
    .email(m.invalidEmail)
    .required(m.fieldRequired),
});

/** A sign-up as the schema reads it: the address trimmed and in lower case. */
export type NewsletterForm = InferType<typeof newsletterSchema>;
