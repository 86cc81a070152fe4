import { describe, expect, it } from 'vitest';
import { cartSchema, checkoutRequestSchema } from '#domain/validation/cart-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { fieldKeys } from './field-keys.ts';

const leg = (extra: object = {}) => ({
  legIndex: 0,
  agentName: 'attica-direct',
  tripId: 'BSF1-O-20270715-0725-PIR-JTR',
  vesselCode: 'BSD',
  company: 'BSF',
  departurePort: 'PIR',
  destinationPort: 'JTR',
  departureDatetime: '2027-07-15T07:25:00+03:00',
  arrivalDateTime: '2027-07-15T15:05+03:00',
  passengers: [{ accommodationType: 'DECK' }],
  ...extra,
});

describe('the cart to price', () => {
  it('takes a leg with its sailing and its passengers, tickets picked up at the port unless said otherwise', () => {
    const checked = validateWith(cartSchema, { legs: [leg()] }, 'invalidForm');
    expect(checked).toMatchObject({ ok: true, value: { receiveTicketsMethod: 'portPickup' } });
    expect(checked.ok && checked.value.legs[0]).toMatchObject({
      departurePort: 'PIR',
      passengers: [{ passengerType: 'AD' }],
    });
    expect(
      validateWith(cartSchema, { legs: [leg()], receiveTicketsMethod: 'courier' }, 'invalidForm').ok,
    ).toBe(true);
  });

  it('refuses a sailing without its ports, a time without its offset and an unknown delivery', () => {
    expect(
      fieldKeys(
        validateWith(
          cartSchema,
          {
            legs: [leg({ departurePort: undefined, departureDatetime: '2027-07-15 07:25' })],
            receiveTicketsMethod: 'pigeon',
          },
          'invalidForm',
        ),
      ),
    ).toEqual({
      'legs[0].departurePort': 'fieldRequired',
      'legs[0].departureDatetime': 'invalidDate',
      receiveTicketsMethod: 'invalidTicketDeliveryMethod',
    });
  });

  it('needs one leg at least and takes five at most', () => {
    expect(fieldKeys(validateWith(cartSchema, { legs: [] }, 'invalidForm'))).toEqual({
      legs: 'fieldRequired',
    });
    const legs = Array.from({ length: 6 }, (_, legIndex) => leg({ legIndex: legIndex % 5 }));
    expect(fieldKeys(validateWith(cartSchema, { legs }, 'invalidForm'))).toEqual({ legs: 'tooManyLegs' });
  });

  it('refuses a leg index beyond the five legs of a multi-leg search', () => {
    const checked = validateWith(cartSchema, { legs: [leg({ legIndex: 5 })] }, 'invalidForm');
    expect(checked.ok ? [] : checked.error.fields.map((field) => field.path)).toEqual(['legs[0].legIndex']);
  });
});

describe('the checkout request', () => {
  const request = {
    locale: 'en',
    legs: [leg()],
    leader: {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phonePrefix: '+30',
      mobile: '6912345678',
      country: 'GR',
    },
    payment: { receiveTicketsMethod: 'portPickup', paymentMethod: 'card', checked: true },
    expectedFinalPrice: 12_250,
  };

  it('takes the cart, the leader, payment and invoice sections and the agreed price; no invoice and no coupon by default', () => {
    expect(validateWith(checkoutRequestSchema, request, 'invalidForm')).toMatchObject({
      ok: true,
      value: { invoice: null, couponCode: '', expectedFinalPrice: 12_250, leader: { sex: null } },
    });
  });

  it('checks the leader, payment and invoice sections field by field, with their own schemas', () => {
    expect(
      fieldKeys(
        validateWith(
          checkoutRequestSchema,
          {
            ...request,
            leader: { ...request.leader, email: 'ada@', mobile: '123' },
            payment: { ...request.payment, checked: false },
            invoice: { companyName: 'Lovelace Ltd' },
          },
          'invalidForm',
        ),
      ),
    ).toEqual({
      'leader.email': 'invalidEmail',
      'leader.mobile': 'invalidPhoneNumber',
      'payment.checked': 'acceptTerms',
      'invoice.activity': 'fieldRequired',
      'invoice.tax': 'fieldRequired',
      'invoice.address': 'fieldRequired',
      'invoice.registry': 'fieldRequired',
      'invoice.mobile': 'invalidPhoneNumber',
    });
  });

  it('refuses an unknown locale, a price that is not whole cents and an overlong coupon', () => {
    expect(
      fieldKeys(
        validateWith(
          checkoutRequestSchema,
          { ...request, locale: 'xx', expectedFinalPrice: 'a lot', couponCode: 'C'.repeat(101) },
          'invalidForm',
        ),
      ),
    ).toEqual({
      locale: 'fieldRequired',
      expectedFinalPrice: 'fieldRequired',
      couponCode: 'textTooLong',
    });
    expect(
      fieldKeys(
        validateWith(checkoutRequestSchema, { ...request, expectedFinalPrice: 122.5 }, 'invalidForm'),
      ),
    ).toEqual({ expectedFinalPrice: 'fieldRequired' });
  });
});
