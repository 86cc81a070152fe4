import { object, string } from 'yup';
import { cancellationRequestSchema } from '#domain/orders/cancellation-request-schema.ts';
import { findBookingSchema } from '#domain/orders/find-booking-schema.ts';
import { checkoutRequestSchema } from '#domain/validation/cart-schema.ts';
import { ORDER_ANSWERS } from '#domain/wire-contract/order-answers.ts';
import { anyone } from '../endpoint/anyone.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { orderHolder, orderReseller, travellerOrUser } from './order-callers.ts';
import { ORDER_CHANGE_ENDPOINTS } from './order-change-endpoints.ts';
import { ORDER_CHANGE_STEPS } from './order-change-steps.ts';
import { EXAMPLE_CART } from './order-examples.ts';
import {
  answerAfterChange,
  answerOf,
  EXAMPLE_DOCUMENT_NUMBER,
  EXAMPLE_REFERENCE,
  error,
  type OrderApiServices,
  orderEndpoint,
  orderNotFound,
  PROOF_REFUSALS,
  wholeOrderAnswer,
} from './order-kit.ts';
import { ORDER_LEG_ENDPOINTS } from './order-leg-endpoints.ts';
import { priceChangedRefusal, refundChangedRefusal } from './order-refusals.ts';
import { ORDER_WALLET_ENDPOINTS } from './order-wallet-endpoints.ts';

const paymentSchema = object({ provider: string().max(32, 'tooLong').optional() });

const onOrder = { params: { reference: EXAMPLE_REFERENCE } };

/**
 * Order calls for API clients (decision 0020), over the same use cases as the checkout pages: place an order
 * from a cart, read it, pay it (card redirect or a reseller's credit), fetch its voucher, quote and request
 * its cancellation, and find a booking by reference and e-mail.
 */
export const ORDER_ENDPOINTS: Endpoint<OrderApiServices>[] = [
  orderEndpoint({
    operationId: 'placeOrder',
    method: 'post',
    path: '/orders',
    summary:
      'Places an order from a cart at the price the client agreed to; answers its secret, once. A reseller’s ' +
      'bearer token places it on that reseller’s credit limit',
    caller: travellerOrUser,
    body: checkoutRequestSchema,
    idempotent: true,
    responses: {
      201: { description: 'Placed and held', answer: ORDER_ANSWERS.created },
      400: error('Invalid cart, leader, payment or invoice: field-level errors'),
      401: error('A bearer token that does not verify'),
      409: priceChangedRefusal(
        'Price changed (the new `breakdown` comes along), no availability, credit too low, or the same ' +
          'Idempotency-Key still being placed',
      ),
      422: error('An Idempotency-Key reused with another body'),
      429: error('Too many unpaid orders from this address'),
    },
    examples: [{ summary: 'One adult on deck, paid by card', body: EXAMPLE_CART, status: 201 }],
    async handle({ deps, body, caller, req }) {
      const reseller = caller === null ? null : await deps.resellers.execute({ userId: caller });
      const placed = await deps.checkout.placeOrder.execute({
        ...body,
        userId: caller,
        resellerUserId: reseller?.ok && reseller.value.active ? reseller.value.userId : null,
        clientIp: req.ip ?? '',
      });
      if (!placed.ok) return { refused: placed.error };
      const { order, token } = placed.value;
      return {
        status: 201,
        body: { reference: order.reference, secret: token, order: answerOf(order, true) },
      };
    },
  }),
  orderEndpoint({
    operationId: 'getOrder',
    method: 'get',
    path: '/orders/:reference',
    summary:
      'One order, with its ledger, its invoice request (`invoice`) and its documents (`documents`: invoice, ' +
      'receipt, credit documents, each with its number, amount, MARK and `download` path)',
    caller: orderHolder,
    responses: { 200: { description: 'OK', answer: ORDER_ANSWERS.order }, ...PROOF_REFUSALS },
    examples: [{ summary: 'The order just placed', ...onOrder, status: 200 }],
    async handle({ deps, caller }) {
      const found = await deps.checkout.getOrder.execute(caller);
      if (!found.ok) return { refused: orderNotFound };
      return { status: 200, body: { order: await wholeOrderAnswer(deps.checkout, found.value) } };
    },
  }),
  orderEndpoint({
    operationId: 'startOrderPayment',
    method: 'post',
    path: '/orders/:reference/payment',
    summary: 'Starts the card payment of the order’s frozen price; answers where to send the card holder',
    caller: orderHolder,
    body: paymentSchema,
    responses: {
      200: { description: 'OK', answer: ORDER_ANSWERS.payment },
      400: error('Invalid request: field-level errors, localized by `lang`'),
      ...PROOF_REFUSALS,
      409: error('The order is not in a state for this'),
    },
    examples: [{ summary: 'Pay by card', ...onOrder, body: {}, status: 200 }],
    async handle({ deps, caller, body }) {
      const found = await deps.checkout.getOrder.execute(caller);
      if (!found.ok) return { refused: orderNotFound };
      const started = await deps.checkout.startPayment.execute({
        order: found.value.order,
        provider: body.provider,
      });
      return started.ok ? { status: 200, body: { redirect: started.value } } : { refused: started.error };
    },
  }),
  orderEndpoint({
    operationId: 'payOrderByCredit',
    method: 'post',
    path: '/orders/:reference/credit-payment',
    summary: 'Pays a reseller’s order from its credit limit, with that reseller’s bearer token only',
    caller: orderReseller,
    responses: {
      200: { description: 'OK', answer: ORDER_ANSWERS.order },
      ...PROOF_REFUSALS,
      403: error('Not the reseller the order was placed for'),
      409: error('The order is not in a state for this, or the credit is too low'),
    },
    examples: [{ summary: 'The reseller’s own order', ...onOrder, status: 200 }],
    async handle({ deps, caller }) {
      const found = await deps.checkout.getOrder.execute(caller);
      if (!found.ok) return { refused: orderNotFound };
      const { order } = found.value;
      // The credit is the reseller's own: neither the order's secret nor a staff token may spend it.
      if (!('principal' in caller) || order.resellerId !== caller.principal.id)
        return { refused: { code: 'resellerOnly' } };
      const paid = await deps.checkout.payWithCredit.execute({ order });
      if (!paid.ok) return { refused: paid.error };
      return { status: 200, body: { order: await answerAfterChange(deps.checkout, caller, paid.value) } };
    },
  }),
  orderEndpoint({
    operationId: 'getOrderVoucher',
    method: 'get',
    path: '/orders/:reference/voucher',
    summary: 'The voucher PDF of a ticketed order',
    caller: orderHolder,
    responses: { 200: { description: 'The voucher', file: 'application/pdf' }, ...PROOF_REFUSALS },
    examples: [{ summary: 'A ticketed order’s voucher', ...onOrder, status: 200 }],
    async handle({ deps, caller }) {
      const voucher = await deps.checkout.getOrderVoucher.execute(caller);
      if (!voucher.ok) return { refused: orderNotFound };
      const { reference, pdf } = voucher.value;
      return {
        status: 200,
        file: { mediaType: 'application/pdf', name: `kyma-${reference}.pdf`, bytes: pdf },
      };
    },
  }),
  orderEndpoint({
    operationId: 'getOrderDocument',
    method: 'get',
    path: '/orders/:reference/documents/:number',
    summary:
      'One of the order’s documents as PDF, by the `number` its `documents` list gives (`APY-2026-17`): the ' +
      'invoice or receipt, a paid change’s, a refund’s credit document (decision 0096)',
    caller: orderHolder,
    responses: {
      200: { description: 'The document', file: 'application/pdf' },
      ...PROOF_REFUSALS,
      404: error('Unknown reference, another order’s secret or token, or a number not of this order'),
    },
    examples: [
      {
        summary: 'A ticketed order’s receipt',
        params: { ...onOrder.params, number: EXAMPLE_DOCUMENT_NUMBER },
        status: 200,
      },
    ],
    async handle({ deps, caller, params }) {
      const found = await deps.checkout.getOrderFiscalDocument.execute({ ...caller, number: params.number });
      if (!found.ok) return { refused: orderNotFound };
      const { fileName, pdf } = found.value;
      return { status: 200, file: { mediaType: 'application/pdf', name: fileName, bytes: pdf } };
    },
  }),
  orderEndpoint({
    operationId: 'quoteOrderCancellation',
    method: 'get',
    path: '/orders/:reference/cancellation',
    summary: 'What cancelling would refund, asked of every company without cancelling',
    caller: orderHolder,
    responses: {
      200: { description: 'OK', answer: ORDER_ANSWERS.quote },
      ...PROOF_REFUSALS,
      409: error('The order is not cancellable'),
      503: error('A company did not answer'),
    },
    examples: [{ summary: 'A ticketed order', ...onOrder, status: 200 }],
    async handle({ deps, caller }) {
      const quoted = await deps.checkout.quoteCancellation.execute(caller);
      return quoted.ok ? { status: 200, body: { quote: quoted.value.quote } } : { refused: quoted.error };
    },
  }),
  orderEndpoint({
    operationId: 'cancelOrder',
    method: 'post',
    path: '/orders/:reference/cancellation',
    summary: 'Cancels at the quoted refund; the companies and the refund are handled as a job',
    caller: orderHolder,
    body: cancellationRequestSchema,
    responses: {
      202: { description: 'Cancelled; refund on its way', answer: ORDER_ANSWERS.order },
      400: error('Invalid request: field-level errors, localized by `lang`'),
      ...PROOF_REFUSALS,
      409: refundChangedRefusal('Not cancellable, or the refund changed (the new `quote` comes along)'),
      503: error('A company did not answer'),
    },
    examples: [
      {
        summary: 'At a refund other than the quote’s: the new quote comes along',
        ...onOrder,
        body: { acceptedRefund: 0 },
        status: 409,
      },
    ],
    async handle({ deps, caller, body }) {
      const cancelled = await deps.checkout.cancelOrder.execute({
        ...caller,
        acceptedRefund: body.acceptedRefund,
      });
      if (!cancelled.ok) return { refused: cancelled.error };
      return {
        status: 202,
        body: { order: await answerAfterChange(deps.checkout, caller, cancelled.value) },
      };
    },
  }),
  orderEndpoint({
    operationId: 'findBooking',
    method: 'post',
    path: '/find-booking',
    summary:
      'A booking by its reference and the lead traveller’s e-mail: personal data masked, no document ' +
      'numbers; rate-limited per address',
    caller: anyone,
    body: findBookingSchema,
    responses: {
      200: { description: 'Found', answer: ORDER_ANSWERS.order },
      400: error('Invalid reference or e-mail'),
      404: error('No booking with that reference and e-mail'),
      429: error('Too many look-ups from this address'),
    },
    examples: [
      {
        summary: 'By reference and e-mail',
        body: { reference: EXAMPLE_REFERENCE, email: EXAMPLE_CART.leader.email },
        status: 200,
      },
    ],
    async handle({ deps, body, req }) {
      const found = await deps.checkout.findBooking.execute({ ...body, ip: req.ip ?? '' });
      return found.ok
        ? { status: 200, body: { order: answerOf(found.value, false) } }
        : { refused: found.error };
    },
  }),
  ...ORDER_CHANGE_ENDPOINTS,
  ...ORDER_CHANGE_STEPS,
  ...ORDER_LEG_ENDPOINTS,
  ...ORDER_WALLET_ENDPOINTS,
];
