import { describe, expect, it } from 'vitest';
import { companyLookupSchema } from '#domain/validation/company-lookup-schema.ts';
import { newsletterSchema } from '#domain/validation/newsletter-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { fieldKeys } from './field-keys.ts';

describe('the company lookup', () => {
  it('takes the number as typed, trimmed; whether it is a valid ΑΦΜ is the lookup’s own question', () => {
    expect(validateWith(companyLookupSchema, { vatNumber: ' EL 801234567 ' }, 'invalidForm')).toEqual({
      ok: true,
      value: { vatNumber: 'EL 801234567' },
    });
    expect(validateWith(companyLookupSchema, { vatNumber: '123' }, 'invalidForm').ok).toBe(true);
  });

  it('refuses a missing or overlong number', () => {
    expect(fieldKeys(validateWith(companyLookupSchema, { vatNumber: '  ' }, 'invalidForm'))).toEqual({
      vatNumber: 'fieldRequired',
    });
    expect(
      fieldKeys(validateWith(companyLookupSchema, { vatNumber: '9'.repeat(31) }, 'invalidForm')),
    ).toEqual({
      vatNumber: 'invalidLength',
    });
  });
});

describe('the newsletter sign-up', () => {
  it('takes an e-mail address, trimmed and in lower case', () => {
    expect(validateWith(newsletterSchema, { email: ' Maria@Example.COM ' }, 'invalidForm')).toEqual({
      ok: true,
      value: { email: 'maria@example.com' },
    });
  });

  it('refuses no address, a malformed one and an overlong one', () => {
    const keys = (email?: string) => fieldKeys(validateWith(newsletterSchema, { email }, 'invalidForm'));
    expect(keys()).toEqual({ email: 'fieldRequired' });
    expect(keys('maria@')).toEqual({ email: 'invalidEmail' });
    expect(keys(`${'m'.repeat(250)}@example.com`)).toEqual({ email: 'textTooLong' });
  });
});

describe('a value of the wrong JSON type', () => {
  it('is refused with its field, not thrown, where the schema trims or lowers text', () => {
    for (const email of [{}, ['maria@example.com'], { toString: 1 }]) {
      const refused = validateWith(newsletterSchema, { email }, 'invalidForm');
      expect(!refused.ok && refused.error.code).toBe('invalidForm');
      expect(!refused.ok && refused.error.fields.map((field) => field.path)).toEqual(['email']);
    }
    const lookup = validateWith(companyLookupSchema, { vatNumber: [801234567] }, 'invalidForm');
    expect(!lookup.ok && lookup.error.fields.map((field) => field.path)).toEqual(['vatNumber']);
  });
});
