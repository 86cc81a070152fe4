import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { passwordProblemText } from '#application/errors/refusal-wording.ts';
import {
  normalizeEmail,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  parseRegistration as parseRegistrationRule,
  passwordProblem as passwordProblemRule,
  readBody as readBodyRule,
} from '#domain/auth/credentials.ts';
import { wordedRule } from '../../../support/worded-rules.ts';

const parseRegistration = wordedRule(parseRegistrationRule);
const readBody = wordedRule(readBodyRule);
const passwordProblem = (value: unknown) => {
  const problem = passwordProblemRule(value);
  return problem && passwordProblemText(problem);
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
    expect(passwordProblem('a'.repeat(PASSWORD_MIN_LENGTH - 1))).toBe(
      'password must have at least 10 characters',
    );
    expect(passwordProblem('a'.repeat(PASSWORD_MAX_LENGTH + 1))).toBe(
      'password must have at most 200 characters',
    );
  });

  it('refuses a password of only spaces and a password that is not a string', () => {
    expect(passwordProblem(' '.repeat(12))).toBe('password cannot be only spaces');
    expect(passwordProblem(1234567890)).toBe('password must be a string');
    expect(passwordProblem(undefined)).toBe('password must be a string');
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

describe('readBody', () => {
  it('returns the body when it names only allowed fields', () => {
    expect(readBody({ email: 'a@b.gr' }, ['email', 'password'])).toEqual({
      ok: true,
      value: { email: 'a@b.gr' },
    });
  });

  it('refuses a body that is not a JSON object', () => {
    for (const body of [null, 'text', 3, ['email']]) {
      const result = readBody(body, ['email']);
      expect(result.ok).toBe(false);
      if (!result.ok) expect(result.error.message).toBe('the body must be a JSON object');
    }
  });

  it('names every unknown field, including prototype names', () => {
    const body = JSON.parse('{"email":"a@b.gr","emial":"x","__proto__":{"admin":true},"constructor":1}');
    const result = readBody(body, ['email']);
    expect(result).toEqual({
      ok: false,
      error: { code: 'invalidRequest', message: "unknown field 'emial', '__proto__', 'constructor'" },
    });
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
    const result = parseRegistration({ email: 'nope', password: 'short', name: 5, locale: 'xx' }, 'el');
    expect(result).toEqual({
      ok: false,
      error: {
        code: 'invalidRequest',
        message: 'invalid registration',
        details: [
          'email must be a valid e-mail address',
          'password must have at least 10 characters',
          'name must be a string of at most 200 characters',
          'locale must be one of el, en, de, es, fr, it, sq',
        ],
      },
    });
  });

  it('refuses a name longer than 200 characters', () => {
    const result = parseRegistration({ ...valid, name: 'n'.repeat(201) }, 'el');
    expect(!result.ok && result.error.details).toEqual(['name must be a string of at most 200 characters']);
    expect(parseRegistration({ ...valid, name: 'n'.repeat(200) }, 'el').ok).toBe(true);
  });

  it('refuses fields it does not know, such as a scope', () => {
    const result = parseRegistration({ ...valid, scope: ['admin'] }, 'el');
    expect(!result.ok && result.error.message).toBe("unknown field 'scope'");
  });

  it('refuses a body that is not an object', () => {
    const result = parseRegistration('email=a@b.gr', 'el');
    expect(!result.ok && result.error.message).toBe('the body must be a JSON object');
  });
});
