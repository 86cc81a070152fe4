import { object, ref, string } from 'yup';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../auth/credentials.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
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

/** A new password with its confirmation, under the policy the account API enforces (`passwordProblem`). */
export const newPasswordFormSchema = object({
  password: string()
    .required(m.fieldRequired)
    .min(PASSWORD_MIN_LENGTH, m.passwordTooShort)
    .max(PASSWORD_MAX_LENGTH, m.textTooLong)
    .test('not-blank', m.passwordTooShort, (value) => value.trim() !== ''),
  passwordConfirmation: string()
    .required(m.fieldRequired)
    .oneOf([ref('password')], m.passwordsDoNotMatch),
});
