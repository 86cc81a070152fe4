import { array, number, object, string } from 'yup';
import { isIsoDate } from '#domain/search/calendar-date.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { EXAMPLE_NEXT_DAY } from './booking-examples.ts';
import { disruptionCause, legChangeOf, legChangeSchema } from './change-schemas.ts';
import { orderHolder } from './order-callers.ts';
import {
  EXAMPLE_REFERENCE,
  error,
  type OrderApiServices,
  orderEndpoint,
  PROOF_REFUSALS,
} from './order-kit.ts';

const whole = () => number().strict().integer().defined();
const text = () => string().strict().defined();
const quote = object({
  kind: text().oneOf(['correction', 'sailing', 'addition'] as const),
  legIndex: whole(),
  fareDifference: whole(),
  fee: whole().min(0),
  total: whole(),
});
const quoteAnswer = object({ quote: quote.defined() });
const sailingsAnswer = object({
  sailings: array()
    .of(
      object({
        tripId: text(),
        departureDatetime: text(),
        arrivalDatetime: text(),
        companyCode: text(),
        vesselName: text(),
        available: whole(),
        quote: quote.nullable().defined(),
        refusal: string().strict().nullable().defined(),
      }),
    )
    .defined(),
});
const sailingsQuery = object({
  legIndex: number()
    .typeError('invalidNumber')
    .integer('invalidNumber')
    .min(0, 'invalidNumber')
    .max(4, 'invalidNumber')
    .required('fieldRequired'),
  date: string()
    .required('fieldRequired')
    .test('iso-date', 'invalidDate', (value) => isIsoDate(value)),
  cause: string().oneOf(['disruption'], 'invalidValue').optional(),
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
  orderEndpoint({
    operationId: 'listChangeSailings',
    method: 'get',
    path: '/orders/:reference/change-sailings',
    summary:
      'The other sailings of a leg’s route on a day, from the system that sold it: times, places left in ' +
      'the leg’s accommodation, and the quote for moving there or the company’s refusal code; with ' +
      '`cause=disruption`, the waived quotes of a leg a recorded disruption leaves its choice',
    caller: orderHolder,
    query: sailingsQuery,
    responses: {
      200: { description: 'OK', answer: sailingsAnswer },
      400: error('No leg index or an invalid date'),
      ...PROOF_REFUSALS,
      409: error('The order has no tickets, no such leg, or no disruption of the leg (`noDisruptionChange`)'),
      503: error('The company did not answer'),
    },
    examples: [
      {
        summary: 'The next day’s sailings of the first leg',
        params: { reference: EXAMPLE_REFERENCE },
        query: { legIndex: '0', date: EXAMPLE_NEXT_DAY },
        status: 200,
      },
    ],
    async handle({ deps, query, caller }) {
      const listed = await deps.checkout.listChangeSailings.execute({
        ...caller,
        legIndex: query.legIndex,
        date: query.date,
        forDisruption: disruptionCause(query),
      });
      return listed.ok ? { status: 200, body: { sailings: listed.value } } : { refused: listed.error };
    },
  }),
];
