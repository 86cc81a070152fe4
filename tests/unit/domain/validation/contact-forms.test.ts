import { describe, expect, it } from 'vitest';
import {
  chatMessageSchema,
  contactMessageSchema,
  MESSAGE_MAX,
} from '#domain/validation/contact-message-schema.ts';
import { invoiceSchema } from '#domain/validation/invoice-schema.ts';
import { leaderSchema } from '#domain/validation/leader-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { fieldKeys } from './field-keys.ts';

const leader = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phonePrefix: '+30',
  mobile: '6912345678',
  country: 'GR',
};

describe('leader (contact) schema', () => {
  it('accepts a valid mobile number with its prefix or in international form', () => {
    expect(validateWith(leaderSchema, leader, 'invalidForm').ok).toBe(true);
    expect(validateWith(leaderSchema, { ...leader, phonePrefix: '30' }, 'invalidForm').ok).toBe(true);
    expect(
      validateWith(leaderSchema, { ...leader, phonePrefix: '', mobile: '+44 7400 123456' }, 'invalidForm').ok,
    ).toBe(true);
  });

  it('refuses an invalid mobile phone with invalidPhoneNumber, landlines included', () => {
    const check = (mobile: string) =>
      fieldKeys(validateWith(leaderSchema, { ...leader, mobile }, 'invalidForm'));
    expect(check('12345')).toEqual({ mobile: 'invalidPhoneNumber' });
    expect(check('2101234567')).toEqual({ mobile: 'invalidPhoneNumber' });
    expect(check('')).toEqual({ mobile: 'invalidPhoneNumber' });
  });

  it('requires names, a valid e-mail and the country', () => {
    expect(
      fieldKeys(
        validateWith(leaderSchema, { ...leader, firstName: '', email: 'nope', country: '' }, 'invalidForm'),
      ),
    ).toEqual({ firstName: 'fieldRequired', email: 'invalidEmail', country: 'fieldRequired' });
  });
});

describe('invoice schema', () => {
  const invoice = {
    needInvoice: true,
    companyName: 'Kyma SA',
    activity: 'Travel agency',
    tax: '099999999',
    address: 'Akti Miaouli 1',
    registry: 'Piraeus A',
    mobile: '6912345678',
  };

  it('asks nothing when no invoice is needed', () => {
    expect(validateWith(invoiceSchema, { needInvoice: false }, 'invalidForm').ok).toBe(true);
  });

  it('requires company name, activity, tax number, address, registry and a valid mobile when needed', () => {
    expect(validateWith(invoiceSchema, invoice, 'invalidForm').ok).toBe(true);
    expect(fieldKeys(validateWith(invoiceSchema, { needInvoice: true }, 'invalidForm'))).toEqual({
      companyName: 'fieldRequired',
      activity: 'fieldRequired',
      tax: 'fieldRequired',
      address: 'fieldRequired',
      registry: 'fieldRequired',
      mobile: 'invalidPhoneNumber',
    });
  });
});

describe('contact and chat message schemas', () => {
  const contact = {
    name: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '2101234567',
    message: 'Hello',
    termsAccepted: true,
  };

  it('requires acceptance of terms and privacy to send a contact message', () => {
    expect(validateWith(contactMessageSchema, contact, 'invalidForm').ok).toBe(true);
    expect(
      fieldKeys(validateWith(contactMessageSchema, { ...contact, termsAccepted: false }, 'invalidForm')),
    ).toEqual({
      termsAccepted: 'acceptTermsAndPrivacy',
    });
  });

  it('accepts a contact message without phone but not with an invalid one', () => {
    expect(validateWith(contactMessageSchema, { ...contact, phone: '' }, 'invalidForm').ok).toBe(true);
    expect(fieldKeys(validateWith(contactMessageSchema, { ...contact, phone: '12' }, 'invalidForm'))).toEqual(
      {
        phone: 'invalidPhoneNumber',
      },
    );
  });

  it('needs name, e-mail and message for a chat message; the booking code is optional', () => {
    const chat = { name: 'Ada', email: 'ada@example.com', message: 'Where is my ticket?' };
    expect(validateWith(chatMessageSchema, chat, 'invalidForm').ok).toBe(true);
    expect(fieldKeys(validateWith(chatMessageSchema, { bookingCode: 'KY123' }, 'invalidForm'))).toEqual({
      name: 'fieldRequired',
      email: 'fieldRequired',
      message: 'fieldRequired',
    });
  });

  it('refuses texts longer than any real message, so a form cannot store megabytes', () => {
    const chat = { name: 'Ada', email: 'ada@example.com', message: 'x'.repeat(MESSAGE_MAX + 1) };
    expect(fieldKeys(validateWith(chatMessageSchema, chat, 'invalidForm'))).toEqual({
      message: 'textTooLong',
    });
    expect(
      validateWith(chatMessageSchema, { ...chat, message: 'x'.repeat(MESSAGE_MAX) }, 'invalidForm').ok,
    ).toBe(true);
  });
});
