export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

/** E-mail addresses are compared and stored in lower case; nobody types them the same way twice. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

/** Why a password breaks the policy, for a check outside a request (the configured administrator's). */
export type PasswordProblem = 'notAString' | 'tooShort' | 'tooLong' | 'blank';

export function passwordProblem(value: unknown): PasswordProblem | null {
  if (typeof value !== 'string') return 'notAString';
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (value.trim() === '') return 'blank';
  return null;
}

export interface Registration {
  email: string;
  password: string;
  name: string | null;
  locale: string;
}

/** A registration as its schema read it: a blank name is none, and the mail's language falls back. */
export function registrationOf(
  body: { email: string; password: string; name?: string | null; locale?: string },
  fallbackLocale: string,
): Registration {
  const name = body.name?.trim();
  return {
    email: body.email,
    password: body.password,
    name: name || null,
    locale: body.locale ?? fallbackLocale,
  };
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** An "e-mail me a link" request (activation again, password reset): the address and the mail's language. */
export interface AccountLinkRequest {
  email: string;
  /** The e-mail falls back to the account's language when this is not one of the site's. */
  locale?: string;
}

/** A new password, and the current one when the caller proves who they are with an access token. */
export interface PasswordChange {
  password: string;
  /** Absent also when it was not a string of a plausible length: only then is it required. */
  currentPassword?: string;
}
