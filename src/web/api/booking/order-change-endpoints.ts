import { number, object, string } from 'yup';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { legChangeOf, legChangeSchema } from './change-schemas.ts';
import { orderHolder } from './order-callers.ts';
import {
  EXAMPLE_REFERENCE,
  error,
  type OrderApiServices,
  orderEndpoint,
  PROOF_REFUSALS,
} from './order-kit.ts';

const quoteAnswer = object({
  quote: object({
    kind: string()
      .strict()
      .defined()
      .oneOf(['correction', 'sailing', 'addition'] as const),
    legIndex: number().strict().integer().defined(),
    fareDifference: number().strict().integer().defined(),
    fee: number().strict().integer().min(0).defined(),
    total: number().strict().integer().defined(),
  }).defined(),
});

/** Changes to a ticketed order's legs for API clients, with the order's secret (issue #25 points 4–6, 10). */
export const ORDER_CHANGE_ENDPOINTS: Endpoint<OrderApiServices>[] = [
  orderEndpoint({
    operationId: 'quoteOrderChange',
    method: 'post',
    path: '/orders/:reference/change-quote',
    summary:
      'What correcting a passenger, another sailing of the route or an addition on one leg would cost ' +
      '(fare difference and the company’s fee, in cents), or why the company refuses; nothing is held',
    caller: orderHolder,
    body: legChangeSchema,
    responses: {
      200: { description: 'OK', answer: quoteAnswer },
      400: error('Invalid change: field-level errors'),
      ...PROOF_REFUSALS,
      409: error(
        'The company refuses (too close to departure, same company only, not offered) or the order has no tickets',
      ),
      503: error('The company did not answer'),
    },
    examples: [
      {
        summary: 'Correct the first passenger’s surname',
        params: { reference: EXAMPLE_REFERENCE },
        body: { legIndex: 0, kind: 'correction', passengerIndex: 0, correction: { surname: 'Papadopoulou' } },
        status: 200,
      },
    ],
    async handle({ deps, body, caller }) {
      const quoted = await deps.checkout.quoteChange.execute({ ...caller, change: legChangeOf(body) });
      return quoted.ok ? { status: 200, body: { quote: quoted.value.quote } } : { refused: quoted.error };
    },
  }),
];
