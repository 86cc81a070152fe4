import { array, number, object, string } from 'yup';
import { RECEIVE_TICKETS_METHODS } from '../booking/payment-form.ts';
import { messages as m } from '../errors/validation-message-keys.ts';
import { LOCALE_CODES } from '../i18n/locales.ts';
import { MAX_MULTIPLE_LEGS } from '../search/search-query.ts';
import { orderInvoiceSchema } from './invoice-schema.ts';
import { leaderSchema } from './leader-schema.ts';
import { code, legRequestSchema } from './leg-request-schema.ts';
import { paymentFormSchema } from './payment-form-schema.ts';

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?([+-]\d{2}:\d{2}|Z)$/;

/**
 * One leg of a cart as the browser or an API client sends it (the wizard's `LegBooking`): which sailing,
 * at which system, and who and what travels. The shape every checkout call starts from; the passenger
 * form's own rules (names, documents) are checked on top of it when the order is placed.
 */
const cartLegSchema = legRequestSchema.shape({
  legIndex: number()
    .integer()
    .min(0)
    .max(MAX_MULTIPLE_LEGS - 1)
    .required(m.fieldRequired),
  vesselCode: code().required(m.fieldRequired),
  company: code().required(m.fieldRequired),
  departurePort: code().required(m.fieldRequired),
  destinationPort: code().required(m.fieldRequired),
  departureDatetime: string().matches(DATE_TIME, m.invalidDate).required(m.fieldRequired),
  arrivalDateTime: string().matches(DATE_TIME, m.invalidDate).required(m.fieldRequired),
});

const cartLegsSchema = array()
  .of(cartLegSchema)
  .min(1, m.fieldRequired)
  .max(MAX_MULTIPLE_LEGS, m.tooManyLegs)
  .required(m.fieldRequired);

/** A cart to price: its legs and how the tickets travel (courier delivery costs extra). */
export const cartSchema = object({
  legs: cartLegsSchema,
  receiveTicketsMethod: string()
    .oneOf(RECEIVE_TICKETS_METHODS, m.invalidTicketDeliveryMethod)
    .default('portPickup'),
});

/**
 * "Pay and continue" as sent by the browser or an API client: the cart, who books and how they pay (the
 * sections of the form, each with its own schema), and the final price the traveller agreed to. The
 * checks that need more than the request (a passenger's age on the day, courier delivery only in the
 * leader's country) run again when the order is placed.
 */
export const checkoutRequestSchema = object({
  locale: string().oneOf(LOCALE_CODES, m.fieldRequired).required(m.fieldRequired),
  legs: cartLegsSchema,
  leader: leaderSchema.required(m.fieldRequired),
  payment: paymentFormSchema.required(m.fieldRequired),
  invoice: orderInvoiceSchema.nullable().default(null),
  couponCode: string().trim().max(100, m.textTooLong).default(''),
  expectedFinalPrice: number()
    .typeError(m.fieldRequired)
    .integer(m.fieldRequired)
    .min(0)
    .required(m.fieldRequired),
});
