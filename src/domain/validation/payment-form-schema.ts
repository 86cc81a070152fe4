import { boolean, object, string } from 'yup';
import { PAYMENT_METHODS, RECEIVE_TICKETS_METHODS } from '../booking/payment-form.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { isValidPhoneNumber } from './phone-number.ts';

/** Greek postcodes: five digits, often written 3 + 2. */
const GREEK_ZIP_CODE = /^\d{3} ?\d{2}$/;

/** Spec §5: the delivery address is asked for, and required, only when the tickets come by courier. */
const requiredForCourier = () =>
  string()
    .default('')
    .when('receiveTicketsMethod', ([method], schema) =>
      method === 'courier' ? schema.trim().required(m.fieldRequired) : schema,
    );

/**
 * The payment step's form: ticket delivery, payment method and terms (spec §3, §5). The courier brings
 * tickets to an address in Greece (a Greek postcode), whatever country the traveller lives in: a French
 * family may have them sent to its Athens hotel (issue #51).
 */
export const paymentFormSchema = object({
  receiveTicketsMethod: string()
    .oneOf(RECEIVE_TICKETS_METHODS, m.invalidTicketDeliveryMethod)
    .required(m.invalidTicketDeliveryMethod),
  paymentMethod: string().oneOf(PAYMENT_METHODS, m.invalidPaymentMethod).required(m.invalidPaymentMethod),
  checked: boolean().oneOf([true], m.acceptTerms).required(m.acceptTerms),
  address: requiredForCourier(),
  zipCode: requiredForCourier().test(
    'greek-zip-code',
    m.invalidZipCode,
    (value, context) =>
      context.parent.receiveTicketsMethod !== 'courier' || value === '' || GREEK_ZIP_CODE.test(value),
  ),
  city: requiredForCourier(),
  prefecture: requiredForCourier(),
  name: requiredForCourier(),
  telephone: string()
    .default('')
    .test('phone', m.invalidPhoneNumber, (value) => value === '' || isValidPhoneNumber(value, '+30')),
});
