import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { newPaymentForm } from '#domain/booking/payment-form.ts';
import { paymentFormSchema } from '#domain/validation/payment-form-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { fieldKeys } from './field-keys.ts';

const pickup = { ...newPaymentForm(), checked: true };
const courier = {
  ...pickup,
  receiveTicketsMethod: 'courier',
  address: 'Akti Miaouli 1',
  zipCode: '185 38',
  city: 'Piraeus',
  prefecture: 'Attica',
  name: 'Ada Lovelace',
  telephone: '2104000000',
};
const check = (value: unknown) => validateWith(paymentFormSchema, value, 'paymentFormUncompleted');

describe('payment form schema', () => {
  it('accepts port pickup by card with the terms accepted and nothing else filled in', () => {
    expect(check(pickup).ok).toBe(true);
  });

  it('fails with paymentFormUncompleted when the terms are not accepted', () => {
    const result = check({ ...pickup, checked: false });
    expect(result.ok || result.error.code).toBe('paymentFormUncompleted');
    expect(fieldKeys(result)).toEqual({ checked: 'acceptTerms' });
  });

  it('requires address, ZIP, city, prefecture and door name for courier delivery', () => {
    expect(check(courier).ok).toBe(true);
    expect(fieldKeys(check({ ...pickup, receiveTicketsMethod: 'courier' }))).toEqual({
      address: 'fieldRequired',
      zipCode: 'fieldRequired',
      city: 'fieldRequired',
      prefecture: 'fieldRequired',
      name: 'fieldRequired',
    });
  });

  it('checks Greek postcodes only for courier delivery', () => {
    expect(fieldKeys(check({ ...courier, zipCode: '1853' }))).toEqual({ zipCode: 'invalidZipCode' });
    expect(check({ ...pickup, zipCode: '1853' }).ok).toBe(true);
  });

  it('sends tickets by courier to an address in Greece, asking nothing of where the traveller lives', () => {
    expect(fieldKeys(check({ ...courier, zipCode: 'SW1A 1AA' }))).toEqual({ zipCode: 'invalidZipCode' });
  });

  it('refuses unknown delivery and payment methods and an invalid door telephone', () => {
    expect(
      fieldKeys(check({ ...pickup, receiveTicketsMethod: 'drone', paymentMethod: 'cash', telephone: '1' })),
    ).toEqual({
      receiveTicketsMethod: 'invalidTicketDeliveryMethod',
      paymentMethod: 'invalidPaymentMethod',
      telephone: 'invalidPhoneNumber',
    });
  });
});

describe('validateWith', () => {
  it('reports a failure of the whole value under an empty path', () => {
    expect(fieldKeys(validateWith(string().required('fieldRequired'), undefined, 'invalidForm'))).toEqual({
      '': 'fieldRequired',
    });
  });

  it('lets a bug inside a schema propagate instead of reporting it as invalid input', () => {
    const broken = object({}).test('broken', 'invalidForm', () => {
      throw new TypeError('bug');
    });
    expect(() => validateWith(broken, {}, 'invalidForm')).toThrow(TypeError);
  });
});
