import { object, string } from 'yup';
import { wordChargeLines } from '#application/orders/charge-line-words.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';
import { ORDER_ANSWERS } from '#domain/wire-contract/order-answers.ts';
import { ORDER_CHANGE_ANSWERS, orderChangeAnswer } from '#domain/wire-contract/order-change-answers.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { apiMessage } from './api-messages.ts';
import { disruptionCause, legChangeOf, orderChangeSchema } from './change-schemas.ts';
import { orderHolder } from './order-callers.ts';
import {
  EXAMPLE_REFERENCE,
  error,
  type OrderApiServices,
  orderEndpoint,
  PROOF_REFUSALS,
} from './order-kit.ts';

/** The change id the examples use; the example test replaces it with a change it has just held. */
export const EXAMPLE_CHANGE_ID = '00000000-0000-4000-8000-00000000c4a6';
const onChange = { params: { reference: EXAMPLE_REFERENCE, changeId: EXAMPLE_CHANGE_ID } };
const paymentSchema = object({ provider: string().max(32, 'tooLong').optional() });

/** A change as the API answers it, its lines worded in the order's language like the order's. */
const answer = (order: Order, change: OrderChange) => ({
  status: 200,
  body: orderChangeAnswer(order.reference, change, (lines) =>
    wordChargeLines(lines, (id, values) => apiMessage(id, order.locale, values)).map(({ label, detail }) => ({
      description: label,
      detail,
    })),
  ),
});

/**
 * The steps of a change for API clients, with the order's proof (issue #25 point 10, decision 0068): hold it,
 * read it, pay it when it costs something (the order's own payment path, for the change's total), and confirm
 * it when it costs nothing or gives money back. Applying it at the company and the new voucher follow as jobs.
 */
export const ORDER_CHANGE_STEPS: Endpoint<OrderApiServices>[] = [
  orderEndpoint({
    operationId: 'holdOrderChange',
    method: 'post',
    path: '/orders/:reference/changes',
    summary:
      'Holds a change to one leg at its company (the new places kept at the quoted price until `expiresAt`) ' +
      'and answers it with its lines and, if it costs something, where to pay it. One open change per leg: ' +
      'asking again answers that one. With `cause: disruption` the change is waived (no fare difference, no ' +
      'fee, no lines) when the order has a disruption recorded that leaves the leg its choice, and confirming ' +
      'it records the traveller’s choice to rebook. What a change costs is paid as the caller is (decision ' +
      '0095): the traveller by card (`payment`); the order’s reseller, with its token, from its credit at once ' +
      '(answered `paid`, then applied); staff, by the traveller from a link e-mailed to them.',
    caller: orderHolder,
    body: orderChangeSchema,
    responses: {
      200: { description: 'OK', answer: ORDER_CHANGE_ANSWERS.change },
      400: error('Invalid change: field-level errors'),
      ...PROOF_REFUSALS,
      409: error(
        'The company refuses the change, the order has no tickets or no such leg, no disruption of the ' +
          'leg leaves it a choice (`noDisruptionChange`), or the reseller’s credit cannot pay it ' +
          '(`insufficientCreditLimit`)',
      ),
      503: error('The company did not answer'),
    },
    examples: [
      {
        summary: 'Correct the first passenger’s surname',
        params: { reference: EXAMPLE_REFERENCE },
        body: { legIndex: 0, kind: 'correction', passengerIndex: 0, correction: { surname: 'Nikolaou' } },
        status: 200,
      },
      {
        summary: 'Another sailing at no cost for a disruption the order does not have: refused',
        params: { reference: EXAMPLE_REFERENCE },
        body: { legIndex: 0, kind: 'sailing', tripId: 'T-EXAMPLE', cause: 'disruption' },
        status: 409,
      },
    ],
    async handle({ deps, body, caller }) {
      const held = await deps.checkout.holdChange.execute({
        ...caller,
        change: legChangeOf(body),
        forDisruption: disruptionCause(body),
      });
      return held.ok ? answer(held.value.order, held.value.change) : { refused: held.error };
    },
  }),
  orderEndpoint({
    operationId: 'getOrderChange',
    method: 'get',
    path: '/orders/:reference/changes/:changeId',
    summary: 'One change of the order as it stands: held, paid, ticketed, done, failed or expired',
    caller: orderHolder,
    responses: { 200: { description: 'OK', answer: ORDER_CHANGE_ANSWERS.change }, ...PROOF_REFUSALS },
    examples: [{ summary: 'The change just held', ...onChange, status: 200 }],
    async handle({ deps, caller, params }) {
      const found = await deps.checkout.getChange.execute({ ...caller, changeId: params.changeId ?? '' });
      return found.ok ? answer(found.value.order, found.value.change) : { refused: found.error };
    },
  }),
  orderEndpoint({
    operationId: 'startChangePayment',
    method: 'post',
    path: '/orders/:reference/changes/:changeId/payment',
    summary:
      'Starts the card payment of a held change’s total, as for an order; the change is applied once the ' +
      'provider confirms. Each call starts a new payment; a second one that succeeds is given back.',
    caller: orderHolder,
    body: paymentSchema,
    responses: {
      200: { description: 'OK', answer: ORDER_ANSWERS.payment },
      400: error('Invalid request: field-level errors'),
      ...PROOF_REFUSALS,
      409: error('The change costs nothing, is no longer held, or its hold lapsed'),
    },
    examples: [{ summary: 'Pay a change that costs something', ...onChange, body: {}, status: 409 }],
    async handle({ deps, caller, params, body }) {
      const found = await deps.checkout.getChange.execute({ ...caller, changeId: params.changeId ?? '' });
      if (!found.ok) return { refused: found.error };
      const { order, change } = found.value;
      const started = await deps.checkout.startPayment.execute({ order, change, provider: body.provider });
      return started.ok ? { status: 200, body: { redirect: started.value } } : { refused: started.error };
    },
  }),
  orderEndpoint({
    operationId: 'confirmOrderChange',
    method: 'post',
    path: '/orders/:reference/changes/:changeId/confirm',
    summary:
      'Applies a held change that costs nothing or gives money back (the company and the new voucher follow ' +
      'as jobs); one that costs something is applied by its payment. Repeating it answers the change as it is.',
    caller: orderHolder,
    responses: {
      200: { description: 'OK', answer: ORDER_CHANGE_ANSWERS.change },
      ...PROOF_REFUSALS,
      409: error('The change must be paid first, or its hold lapsed'),
    },
    examples: [{ summary: 'Confirm a free correction', ...onChange, status: 200 }],
    async handle({ deps, caller, params }) {
      const confirmed = await deps.checkout.confirmChange.execute({
        ...caller,
        changeId: params.changeId ?? '',
      });
      return confirmed.ok
        ? answer(confirmed.value.order, confirmed.value.change)
        : { refused: confirmed.error };
    },
  }),
];
