import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  registrationOf,
} from '#domain/auth/credentials.ts';
import { registrationSchema } from '#domain/validation/account-forms-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';

/** A registration body as the account API reads it: its schema, then the registration it makes. */
const parseRegistration = (body: unknown, fallbackLocale: string) => {
  const read = validateWith(registrationSchema, body, 'invalidForm');
  return read.ok ? { ok: true as const, value: registrationOf(read.value, fallbackLocale) } : read;
};

describe('normalizeEmail', () => {
  it('trims and lower-cases a valid address', () => {
    expect(normalizeEmail('  Maria.K@Example.GR ')).toBe('maria.k@example.gr');
  });

  it('refuses values that are not e-mail addresses', () => {
    for (const value of [
      '',
      'maria',
      'maria@',
      '@example.gr',
      'maria@example',
      'ma ria@example.gr',
      'a@b.c',
    ]) {
      expect(normalizeEmail(value), value).toBeNull();
    }
  });

  it('refuses non-strings', () => {
    for (const value of [undefined, null, 42, ['a@b.gr'], { email: 'a@b.gr' }]) {
      expect(normalizeEmail(value)).toBeNull();
    }
  });

  it('refuses a local part longer than 64 characters and an address longer than 254', () => {
    expect(normalizeEmail(`${'a'.repeat(64)}@example.gr`)).toBe(`${'a'.repeat(64)}@example.gr`);
    expect(normalizeEmail(`${'a'.repeat(65)}@example.gr`)).toBeNull();
    const longDomain = `${'d'.repeat(250)}.gr`;
    expect(normalizeEmail(`a@${longDomain}`)).toBeNull();
  });

  it('is idempotent: a normalized address normalizes to itself', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const once = normalizeEmail(email);
        if (once !== null) expect(normalizeEmail(once)).toBe(once);
      }),
    );
  });
});

describe('passwordProblem', () => {
  it('accepts a password from the minimum to the maximum length', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH))).toBeNull();
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH))).toBeNull();
  });

  it('names the limit a password breaks', () => {
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe('tooShort');
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe('tooLong');
  });

  it('refuses a password of only spaces and a password that is not a string', () => {
    expect(passwordProblem(' '.repeat(12))).toBe('blank');
    expect(passwordProblem(1234567890)).toBe('notAString');
    expect(passwordProblem(undefined)).toBe('notAString');
  });

  it('accepts exactly the strings whose length is within the limits and that are not blank', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 220 }), (password) => {
        const valid =
          password.length >= PASSWORD_MIN_LENGTH &&
          password.length <= PASSWORD_MAX_LENGTH &&
          password.trim() !== '';
        expect(passwordProblem(password) === null).toBe(valid);
      }),
    );
  });
});

describe('parseRegistration', () => {
  const valid = {
    email: ' Nikos@Example.gr ',
    password: 'correct horse battery',
    name: '  Nikos  ',
    locale: 'en',
  };

  it('normalizes the e-mail, trims the name and keeps the chosen locale', () => {
    expect(parseRegistration(valid, 'el')).toEqual({
      ok: true,
      value: { email: 'nikos@example.gr', password: 'correct horse battery', name: 'Nikos', locale: 'en' },
    });
  });

  it('falls back to the given locale and a null name when they are absent or blank', () => {
    const result = parseRegistration({ email: 'a@b.gr', password: 'long enough pw' }, 'de');
    expect(result).toEqual({
      ok: true,
      value: { email: 'a@b.gr', password: 'long enough pw', name: null, locale: 'de' },
    });
    const blank = parseRegistration({ email: 'a@b.gr', password: 'long enough pw', name: '   ' }, 'el');
    expect(blank.ok && blank.value.name).toBeNull();
    const nulled = parseRegistration({ email: 'a@b.gr', password: 'long enough pw', name: null }, 'el');
    expect(nulled.ok && nulled.value.name).toBeNull();
  });

  it('lists every problem at once', () => {
    const result = parseRegistration({ email: 'nope', password: 'short', name: {}, locale: 'xx' }, 'el');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error.code).toBe('invalidForm');
    expect(!result.ok && result.error.fields.map((field) => field.path).sort()).toEqual([
      'email',
      'locale',
      'name',
      'password',
    ]);
    const weak = parseRegistration({ email: 'a@b.gr', password: 'short' }, 'el');
    expect(!weak.ok && weak.error.fields).toEqual([{ path: 'password', key: 'passwordTooShort' }]);
  });

  it('refuses a name longer than 200 characters', () => {
    const result = parseRegistration({ ...valid, name: 'n'.repeat(201) }, 'el');
    expect(!result.ok && result.error.fields).toEqual([{ path: 'name', key: 'textTooLong' }]);
    expect(parseRegistration({ ...valid, name: 'n'.repeat(200) }, 'el').ok).toBe(true);
  });

  it('never takes a field it does not know, such as a scope', () => {
    const result = parseRegistration({ ...valid, scope: ['admin'] }, 'el');
    expect(result.ok && Object.keys(result.value).sort()).toEqual(['email', 'locale', 'name', 'password']);
  });

  it('refuses a body that is not an object', () => {
    expect(parseRegistration('email=a@b.gr', 'el').ok).toBe(false);
  });
});
