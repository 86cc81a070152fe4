import type { ApiRefusal, PasswordProblem, RegistrationProblem } from '../errors/api-refusal.ts';
import { isLocaleCode } from '../i18n/locales.ts';
import { err, ok, type Result } from '../shared/result.ts';

export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 200;
const EMAIL = /^[^\s@]{1,64}@[^\s@]+\.[^\s@]{2,}$/;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** E-mail addresses are compared and stored in lower case; nobody types them the same way twice. */
export function normalizeEmail(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const email = value.trim().toLowerCase();
  return email.length <= 254 && EMAIL.test(email) ? email : null;
}

export function passwordProblem(value: unknown): PasswordProblem | null {
  if (typeof value !== 'string') return 'notAString';
  if (value.length < PASSWORD_MIN_LENGTH) return 'tooShort';
  if (value.length > PASSWORD_MAX_LENGTH) return 'tooLong';
  if (value.trim() === '') return 'blank';
  return null;
}

/** Reads named fields of a JSON body, refusing any other field so typos do not pass silently. */
export function readBody(
  body: unknown,
  allowed: readonly string[],
): Result<Record<string, unknown>, ApiRefusal> {
  if (!isRecord(body)) return err({ code: 'notAnObject' });
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0) return err({ code: 'unknownFields', fields: unknown });
  return ok(body);
}

export interface Registration {
  email: string;
  password: string;
  name: string | null;
  locale: string;
}

export function parseRegistration(body: unknown, fallbackLocale: string): Result<Registration, ApiRefusal> {
  const fields = readBody(body, ['email', 'password', 'name', 'locale']);
  if (!fields.ok) return fields;
  const { email, password, name, locale } = fields.value;
  const problems: RegistrationProblem[] = [];
  const normalized = normalizeEmail(email);
  if (!normalized) problems.push({ field: 'email', problem: 'invalid' });
  const weak = passwordProblem(password);
  if (weak) problems.push({ field: 'password', problem: weak });
  if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > 200)) {
    problems.push({ field: 'name', problem: 'invalid' });
  }
  if (locale !== undefined && !isLocaleCode(locale)) problems.push({ field: 'locale', problem: 'invalid' });
  if (problems.length > 0) return err({ code: 'invalidRegistration', problems });
  return ok({
    email: normalized!,
    password: password as string,
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
    locale: (locale as string | undefined) ?? fallbackLocale,
  });
}

export interface LoginCredentials {
  email: string;
  password: string;
}

/** A sign-in request: a well-formed address and a password of a plausible length. */
export function parseLogin(body: unknown): Result<LoginCredentials, ApiRefusal> {
  const fields = readBody(body, ['email', 'password']);
  if (!fields.ok) return fields;
  const email = normalizeEmail(fields.value.email);
  const { password } = fields.value;
  if (!email || typeof password !== 'string' || password === '' || password.length > PASSWORD_MAX_LENGTH) {
    return err({ code: 'credentialsRequired' });
  }
  return ok({ email, password });
}

/** An "e-mail me a link" request (activation again, password reset): the address and the mail's language. */
export interface AccountLinkRequest {
  email: string;
  /** The e-mail falls back to the account's language when this is not one of the site's. */
  locale?: string;
}

export function parseAccountLinkRequest(body: unknown): Result<AccountLinkRequest, ApiRefusal> {
  const fields = readBody(body, ['email', 'locale']);
  if (!fields.ok) return fields;
  const email = normalizeEmail(fields.value.email);
  if (!email) return err({ code: 'invalidEmail' });
  const { locale } = fields.value;
  return ok(typeof locale === 'string' ? { email, locale } : { email });
}

/** A new password, and the current one when the caller proves who they are with an access token. */
export interface PasswordChange {
  password: string;
  /** Absent also when it was not a string of a plausible length: only then is it required. */
  currentPassword?: string;
}

export function parsePasswordChange(body: unknown): Result<PasswordChange, ApiRefusal> {
  const fields = readBody(body, ['password', 'currentPassword']);
  if (!fields.ok) return fields;
  const { password, currentPassword } = fields.value;
  const weak = passwordProblem(password);
  if (weak) return err({ code: 'weakPassword', problem: weak });
  return ok(
    typeof currentPassword === 'string' && currentPassword.length <= PASSWORD_MAX_LENGTH
      ? { password: password as string, currentPassword }
      : { password: password as string },
  );
}
