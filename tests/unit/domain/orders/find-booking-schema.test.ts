import { describe, expect, it } from 'vitest';
import { findBookingSchema } from '#domain/orders/find-booking-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { fieldKeys } from '../validation/field-keys.ts';

const find = (form: unknown) => validateWith(findBookingSchema, form, 'invalidForm');

describe('the find-your-booking form', () => {
  it('reads the reservation number as people type it and trims the e-mail', () => {
    expect(find({ reference: ' ky7q 3mzd w1hc 9rta ', email: ' maria@example.com ' })).toEqual({
      ok: true,
      value: { reference: 'KY7Q-3MZD-W1HC-9RTA', email: 'maria@example.com' },
    });
    expect(find({ reference: 'KY7Q3MZDWIHC9RTA', email: 'maria@example.com' })).toMatchObject({
      value: { reference: 'KY7Q-3MZD-W1HC-9RTA' },
    });
  });

  it('refuses what cannot be a reservation number or an e-mail address', () => {
    expect(fieldKeys(find({ reference: 'KY7Q-3MZD', email: 'maria@' }))).toEqual({
      reference: 'invalidReservationNumber',
      email: 'invalidEmail',
    });
    expect(
      fieldKeys(find({ reference: 'KY7Q-3MZD-W1HC-9RTA', email: `${'a'.repeat(250)}@example.com` })),
    ).toEqual({
      email: 'textTooLong',
    });
  });

  it('requires both fields, also when a client sends them as null', () => {
    expect(fieldKeys(find({}))).toEqual({ reference: 'fieldRequired', email: 'fieldRequired' });
    expect(fieldKeys(find({ reference: null, email: null }))).toEqual({
      reference: 'fieldRequired',
      email: 'fieldRequired',
    });
  });
});
