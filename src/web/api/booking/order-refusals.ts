import { array, number, object } from 'yup';
import { ORDER_ANSWERS } from '#domain/wire-contract/order-answers.ts';
import type { ResponseSpec } from '../endpoint/endpoint.ts';
import { answerJsonSchema } from '../endpoint/json-schema.ts';

const cents = () => number().strict().integer().min(0).defined();

/** The price a refused order would cost now, as placing it worked it out (`FareBreakdown`). */
const breakdown = object({
  tripTotals: array().of(cents()).defined(),
  subtotal: cents(),
  discount: cents(),
  serviceFee: cents(),
  shippingCost: cents(),
  total: cents(),
  extraCost: cents(),
  finalPrice: cents(),
  creditLimit: number().strict().integer().nullable().defined(),
}).defined();

type Json = { properties: Record<string, object> };

/** A 409 of placing an order: `priceChanged` brings the price now, to show and place again at. */
export const priceChangedRefusal = (description: string): ResponseSpec => ({
  description,
  error: true,
  beside: {
    breakdown: {
      ...answerJsonSchema(breakdown),
      description:
        'With `priceChanged` only: the price now, in cents; place the order again with ' +
        '`expectedFinalPrice` set to its `finalPrice` once the traveller agrees',
    },
  },
});

/** A 409 of a cancellation: `refundChanged` brings the quote now, to show and cancel again at. */
export const refundChangedRefusal = (description: string): ResponseSpec => ({
  description,
  error: true,
  beside: {
    quote: {
      ...(answerJsonSchema(ORDER_ANSWERS.quote) as Json).properties.quote,
      description:
        'With `refundChanged` only: the quote now; cancel again with `acceptedRefund` set to its `refund` ' +
        'once the traveller agrees',
    },
  },
});
