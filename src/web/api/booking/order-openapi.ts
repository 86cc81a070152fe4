import { findBookingSchema } from '#domain/orders/find-booking-schema.ts';
import { checkoutRequestSchema } from '#domain/validation/cart-schema.ts';
import { ORDER_ANSWERS } from '#domain/wire-contract/order-answers.ts';
import { answerJsonSchema, requestJsonSchema } from './json-schema.ts';
import { idempotencyKey } from './openapi-operations.ts';

const json = (schema: object) => ({ 'application/json': { schema } });
const error = (description: string) => ({
  description,
  content: json({ $ref: '#/components/schemas/Error' }),
});
const reference = { name: 'reference', in: 'path', required: true, schema: { type: 'string' } };
const proofErrors = {
  '401': error('Neither the order’s secret (`Authorization: Order <secret>`) nor a valid bearer token'),
  '404': error('Unknown reference, another order’s secret, or another reseller’s token'),
};

function call(operationId: string, summary: string, answer: object, options: { body?: object } = {}) {
  return {
    operationId,
    summary,
    parameters: [reference],
    security: [{ orderSecret: [] }, { bearer: [] }],
    ...(options.body ? { requestBody: { required: true, content: json(options.body) } } : {}),
    responses: {
      '200': { description: 'OK', content: json(answer) },
      '400': error('Invalid request: field-level errors, localized by `lang`'),
      ...proofErrors,
      '409': error('The order is not in a state for this'),
    },
  };
}

/** The order calls of the booking API (decision 0020), generated from the same schemas they run. */
export const ORDER_PATHS = {
  '/orders': {
    post: {
      operationId: 'placeOrder',
      summary:
        'Places an order from a cart at the price the client agreed to; answers its secret, once. A reseller’s ' +
        'bearer token places it on that reseller’s credit limit',
      security: [{}, { bearer: [] }],
      parameters: [idempotencyKey],
      requestBody: { required: true, content: json(requestJsonSchema(checkoutRequestSchema)) },
      responses: {
        '201': { description: 'Placed and held', content: json(answerJsonSchema(ORDER_ANSWERS.created)) },
        '400': error('Invalid cart, leader, payment or invoice: field-level errors'),
        '401': error('A bearer token that does not verify'),
        '409': error(
          'Price changed (the new `breakdown` comes along), no availability, credit too low, or the same ' +
            'Idempotency-Key still being placed',
        ),
        '422': error('An Idempotency-Key reused with another body'),
        '429': error('Too many unpaid orders from this address'),
      },
    },
  },
  '/orders/{reference}': { get: call('getOrder', 'One order', answerJsonSchema(ORDER_ANSWERS.order)) },
  '/orders/{reference}/payment': {
    post: call(
      'startOrderPayment',
      'Starts the card payment of the order’s frozen price; answers where to send the card holder',
      answerJsonSchema(ORDER_ANSWERS.payment),
      { body: { type: 'object', properties: { provider: { type: 'string' } } } },
    ),
  },
  '/orders/{reference}/credit-payment': {
    post: {
      ...call(
        'payOrderByCredit',
        'Pays a reseller’s order from its credit limit, with that reseller’s bearer token only',
        answerJsonSchema(ORDER_ANSWERS.order),
      ),
      security: [{ bearer: [] }],
    },
  },
  '/orders/{reference}/voucher': {
    get: {
      ...call('getOrderVoucher', 'The voucher PDF of a ticketed order', { type: 'string' }),
      responses: {
        '200': { description: 'The voucher', content: { 'application/pdf': { schema: { type: 'string' } } } },
        ...proofErrors,
      },
    },
  },
  '/orders/{reference}/cancellation': {
    get: call(
      'quoteOrderCancellation',
      'What cancelling would refund, asked of every company without cancelling',
      answerJsonSchema(ORDER_ANSWERS.quote),
    ),
    post: {
      ...call(
        'cancelOrder',
        'Cancels at the quoted refund; the companies and the refund are handled as a job',
        answerJsonSchema(ORDER_ANSWERS.order),
        {
          body: {
            type: 'object',
            properties: { acceptedRefund: { type: 'integer', minimum: 0 } },
            required: ['acceptedRefund'],
          },
        },
      ),
      responses: {
        '202': {
          description: 'Cancelled; refund on its way',
          content: json(answerJsonSchema(ORDER_ANSWERS.order)),
        },
        ...proofErrors,
        '409': error('Not cancellable, or the refund changed (the new `quote` comes along)'),
      },
    },
  },
  '/find-booking': {
    post: {
      operationId: 'findBooking',
      summary:
        'A booking by its reference and the lead traveller’s e-mail: personal data masked, no document ' +
        'numbers; rate-limited per address',
      requestBody: { required: true, content: json(requestJsonSchema(findBookingSchema)) },
      responses: {
        '200': { description: 'Found', content: json(answerJsonSchema(ORDER_ANSWERS.order)) },
        '400': error('Invalid reference or e-mail'),
        '404': error('No booking with that reference and e-mail'),
        '429': error('Too many look-ups from this address'),
      },
    },
  },
};

export const ORDER_SECURITY_SCHEMES = {
  orderSecret: {
    type: 'apiKey',
    in: 'header',
    name: 'Authorization',
    description: '`Order <secret>`: the secret answered once when the order was placed',
  },
  bearer: { type: 'http', scheme: 'bearer', description: 'A reseller’s or staff member’s access token' },
};
