import { invalidRequest, type RequestError } from '../errors/request-error.ts';
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

export function passwordProblem(value: unknown): string | null {
  if (typeof value !== 'string') return 'password must be a string';
  if (value.length < PASSWORD_MIN_LENGTH)
    return `password must have at least ${PASSWORD_MIN_LENGTH} characters`;
  if (value.length > PASSWORD_MAX_LENGTH)
    return `password must have at most ${PASSWORD_MAX_LENGTH} characters`;
  if (value.trim() === '') return 'password cannot be only spaces';
  return null;
}

/** Reads named fields of a JSON body, refusing any other field so typos do not pass silently. */
export function readBody(
  body: unknown,
  allowed: readonly string[],
): Result<Record<string, unknown>, RequestError> {
  if (!isRecord(body)) return err(invalidRequest('the body must be a JSON object'));
  const unknown = Object.keys(body).filter((key) => !allowed.includes(key));
  if (unknown.length > 0)
    return err(invalidRequest(`unknown field ${unknown.map((key) => `'${key}'`).join(', ')}`));
  return ok(body);
}

export interface Registration {
  email: string;
  password: string;
  name: string | null;
  locale: string;
}

export function parseRegistration(body: unknown, fallbackLocale: string): Result<Registration, RequestError> {
  const fields = readBody(body, ['email', 'password', 'name', 'locale']);
  if (!fields.ok) return fields;
  const { email, password, name, locale } = fields.value;
  const problems: string[] = [];
  const normalized = normalizeEmail(email);
  if (!normalized) problems.push('email must be a valid e-mail address');
  const weak = passwordProblem(password);
  if (weak) problems.push(weak);
  if (name !== undefined && name !== null && (typeof name !== 'string' || name.length > 200)) {
    problems.push('name must be a string of at most 200 characters');
  }
  if (locale !== undefined && !isLocaleCode(locale))
    problems.push('locale must be one of el, en, de, es, fr, it, sq');
  if (problems.length > 0) return err(invalidRequest('invalid registration', problems));
  return ok({
    email: normalized!,
    password: password as string,
    name: typeof name === 'string' && name.trim() !== '' ? name.trim() : null,
    locale: (locale as string | undefined) ?? fallbackLocale,
  });
}
