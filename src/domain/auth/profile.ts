import { type InferType, object, string } from 'yup';
import { LOCALE_CODES } from '../i18n/locales.ts';

/** Text a user may clear (null) or set, of at most `max` characters; a number is not text here. */
const text = (max: number) => string().strict().typeError('invalidRequest').nullable().max(max, 'tooLong');

/** The details of the customer linked to an account, each optional (spec §7 `PATCH users/me`). */
const customerSchema = object({
  firstName: text(100),
  lastName: text(100),
  email: text(254),
  phone: text(40),
  address: text(200),
  zipCode: text(20),
  city: text(100),
  country: text(2),
});

/**
 * What a signed-in user may change of their own account: name, language and the linked customer's details.
 * Anything else (scope, e-mail, active) is not in the schema, so it never reaches the use case.
 */
export const profileChangeSchema = object({
  name: text(200),
  locale: string().oneOf(LOCALE_CODES, 'invalidLanguage'),
  customer: customerSchema.default(undefined),
});

export type ProfileChange = InferType<typeof profileChangeSchema>;
