import { type InferType, object, string } from 'yup';
import { messages as m } from '../errors/validation-message-keys.ts';
import { EMAIL_MAX } from '../validation/contact-message-schema.ts';
import { normalizeReference } from './order-reference.ts';

/**
 * "Find your booking" (/orderdetails): the reservation number as people type it (any case, with or without
 * dashes) and the lead traveller's e-mail. The same schema checks the form in the browser and on the server.
 */
export const findBookingSchema = object({
  reference: string()
    .trim()
    .required(m.fieldRequired)
    .test('reference', m.invalidReservationNumber, (value) => normalizeReference(value) !== null)
    .transform((value: unknown) =>
      typeof value === 'string' ? (normalizeReference(value) ?? value) : value,
    ),
  email: string().trim().max(EMAIL_MAX, m.textTooLong).email(m.invalidEmail).required(m.fieldRequired),
});

/** A find-your-booking request as the schema reads it: the canonical reference and the trimmed e-mail. */
export type FindBookingRequest = InferType<typeof findBookingSchema>;
