import { cancellationRequestSchema } from '#domain/orders/cancellation-request-schema.ts';
import { ORDER_ANSWERS, quotedSailingAnswer } from '#domain/wire-contract/order-answers.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { orderHolder } from './order-callers.ts';
import {
  answerAfterChange,
  EXAMPLE_REFERENCE,
  error,
  type OrderApiServices,
  orderEndpoint,
  PROOF_REFUSALS,
} from './order-kit.ts';
import { refundChangedRefusal } from './order-refusals.ts';

/** The sailing in the path: its index in the order's `legs`; anything else is no sailing of the order. */
export const legOf = (params: Record<string, string>) =>
  /^\d$/.test(params.leg ?? '') ? Number(params.leg) : -1;

const onLeg = { params: { reference: EXAMPLE_REFERENCE, leg: '0' } };

/**
 * One sailing of an order for API clients (issue #25, decision 0067): its quote and its cancellation, the
 * other sailings staying valid; the last valid sailing's cancellation is the order's.
 */
export const ORDER_LEG_ENDPOINTS: Endpoint<OrderApiServices>[] = [
  orderEndpoint({
    operationId: 'quoteLegCancellation',
    method: 'get',
    path: '/orders/:reference/legs/:leg/cancellation',
    summary:
      'What cancelling one sailing would refund, asked of its company without cancelling; the answer names the sailing',
    caller: orderHolder,
    responses: {
      200: { description: 'OK', answer: ORDER_ANSWERS.legQuote },
      ...PROOF_REFUSALS,
      409: error('The sailing is not cancellable'),
      503: error('The company did not answer'),
    },
    examples: [{ summary: 'The first sailing of a ticketed order', ...onLeg, status: 200 }],
    async handle({ deps, caller, params }) {
      const legIndex = legOf(params);
      const quoted = await deps.checkout.quoteLegCancellation.execute({ ...caller, legIndex });
      if (!quoted.ok) return { refused: quoted.error };
      const { order, quote, wholeOrder } = quoted.value;
      return { status: 200, body: { quote, wholeOrder, sailing: quotedSailingAnswer(order, legIndex) } };
    },
  }),
  orderEndpoint({
    operationId: 'cancelOrderLeg',
    method: 'post',
    path: '/orders/:reference/legs/:leg/cancellation',
    summary:
      'Cancels one sailing at the quoted refund (the others stay valid, a new voucher follows); the company ' +
      'and the refund are handled as a job. Repeating it answers the order as it is.',
    caller: orderHolder,
    body: cancellationRequestSchema,
    responses: {
      202: { description: 'Cancelled; refund on its way', answer: ORDER_ANSWERS.order },
      400: error('Invalid request: field-level errors, localized by `lang`'),
      ...PROOF_REFUSALS,
      409: refundChangedRefusal('Not cancellable, or the refund changed (the new `quote` comes along)'),
      503: error('The company did not answer'),
    },
    examples: [
      {
        summary: 'At a refund other than the quote’s: the new quote comes along',
        ...onLeg,
        body: { acceptedRefund: 0 },
        status: 409,
      },
    ],
    async handle({ deps, caller, body, params }) {
      const cancelled = await deps.checkout.cancelOrderLeg.execute({
        ...caller,
        legIndex: legOf(params),
        acceptedRefund: body.acceptedRefund,
      });
      if (!cancelled.ok) return { refused: cancelled.error };
      return {
        status: 202,
        body: { order: await answerAfterChange(deps.checkout, caller, cancelled.value) },
      };
    },
  }),
];
