import { describe, expect, it } from 'vitest';
import { loginFormSchema, newPasswordFormSchema } from '#domain/validation/account-forms-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';

const keysOf = (result: ReturnType<typeof validateWith>) =>
  result.ok ? [] : result.error.fields.map(({ path, key }) => `${path}:${key}`);

describe('account forms', () => {
  it('needs an e-mail address and a password to sign in', () => {
    expect(keysOf(validateWith(loginFormSchema, { email: '', password: '' }, 'invalidForm'))).toEqual([
      'email:fieldRequired',
      'password:fieldRequired',
    ]);
    const valid = validateWith(
      loginFormSchema,
      { email: ' Maria@Example.com ', password: 'x' },
      'invalidForm',
    );
    expect(valid.ok && valid.value.email).toBe('maria@example.com');
  });

  it('holds a new password to the API policy and to its confirmation', () => {
    const check = (password: string, passwordConfirmation: string) =>
      keysOf(validateWith(newPasswordFormSchema, { password, passwordConfirmation }, 'invalidForm'));
    expect(check('short', 'short')).toEqual(['password:passwordTooShort']);
    expect(check('            ', '            ')).toEqual(['password:passwordTooShort']);
    expect(check('long enough secret', 'another one')).toEqual(['passwordConfirmation:passwordsDoNotMatch']);
    expect(check('long enough secret', 'long enough secret')).toEqual([]);
  });
});
