import { object, ref, string } from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/credentials.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { EMAIL_MAX } from './contact-message-schema.ts';

const email = () =>
  string().trim().lowercase().max(EMAIL_MAX, m.textTooLong).email(m.invalidEmail).required(m.fieldRequired);

/** The sign-in form: the account use case decides whether the pair is right. */
export const loginFormSchema = object({
  email: email(),
  password: string().max(PASSWORD_MAX_LENGTH, m.textTooLong).required(m.fieldRequired),
});

/** "Forgot your password?": the address the reset link goes to. */
export const passwordResetRequestSchema = object({ email: email() });

/** A password a new one must be: long enough, not too long, not only spaces (`passwordProblem`). */
const newPassword = () =>
  string()
    .required(m.fieldRequired)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, m.textTooLong)
    .test('not-blank', m.passwordTooShort, (value) => value.trim() !== '');

/** A new password with its confirmation, under the policy the account API enforces. */
export const newPasswordFormSchema = object({
  password: newPassword(),
  passwordConfirmation: string()
    .required(m.fieldRequired)
    .oneOf([ref('password')], m.passwordsDoNotMatch),
});

/**
 * The account API's bodies (`/api/auth/…`), read by their endpoints before any use case runs. The sign-in's
 * is the page's `loginFormSchema`; the e-mail's language, when not one of the site's, falls back later.
 */
export const accountLinkSchema = object({ email: email(), locale: string().max(8, m.textTooLong) });

export const registrationSchema = object({
  email: email(),
  password: newPassword(),
  name: string().max(200, m.textTooLong).nullable(),
  locale: string().oneOf(LOCALE_CODES, m.invalidLanguage),
});

/** A new password, and the current one when the caller proves who they are with an access token. */
export const passwordChangeSchema = object({
  password: newPassword(),
  currentPassword: string().max(PASSWORD_MAX_LENGTH, m.textTooLong),
});
