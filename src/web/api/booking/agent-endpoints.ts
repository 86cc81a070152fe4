import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { agent, countedAgent, resellerOrAgent } from './booking-callers.ts';
import {
  agentAnswers,
  asFound,
  type BookingApiDeps,
  bookingEndpoint,
  found,
  legRequests,
  resellerOf,
  session,
} from './booking-endpoint-kit.ts';
import {
  EXAMPLE_LEADER,
  EXAMPLE_LEG,
  EXAMPLE_ORDER_CODE,
  EXAMPLE_RESELLER_USER_ID,
} from './booking-examples.ts';
import * as schemas from './request-schemas.ts';

const asBooking = <T>(booking: T) => ({ booking });
const byCode = { orderCode: EXAMPLE_ORDER_CODE };

/**
 * The calls of agents and staff: a reseller's account, and an upstream booking's life from hold to voucher
 * or cancellation. The calls that change a booking may be repeated safely with an Idempotency-Key.
 */
export const AGENT_ENDPOINTS: Endpoint<BookingApiDeps>[] = [
  bookingEndpoint({
    operationId: 'resellerDetails',
    method: 'get',
    path: '/reseller-details',
    summary: 'A reseller account by booknow user id: credit limit, credit used and what is left, in cents',
    caller: resellerOrAgent,
    query: schemas.resellerQuerySchema,
    responses: agentAnswers(FERRY_ANSWERS.reseller),
    examples: [
      { summary: 'Aegean Travel', query: { user_id: String(EXAMPLE_RESELLER_USER_ID) }, status: 200 },
    ],
    async handle({ deps, query }) {
      const reseller = await deps.ferry.getResellerDetails.execute({ userId: query.user_id });
      return reseller.ok
        ? { status: 200, body: { reseller: reseller.value } }
        : { refused: { code: 'resellerNotFound' } };
    },
  }),
  bookingEndpoint({
    operationId: 'retrieveBooking',
    method: 'get',
    path: '/retrieve-booking',
    summary: 'A booking by order code',
    caller: countedAgent,
    query: schemas.retrieveQuerySchema,
    responses: {
      ...agentAnswers(FERRY_ANSWERS.booking),
      429: { description: 'Too many look-ups', error: true },
    },
    examples: [{ summary: 'A held booking', query: { order_code: EXAMPLE_ORDER_CODE }, status: 200 }],
    handle: async ({ deps, query }) =>
      found(
        await deps.ferry.retrieveBooking.execute({
          orderCode: query.order_code,
          agentName: query.agent_name,
        }),
        asBooking,
      ),
  }),
  bookingEndpoint({
    operationId: 'optionalBooking',
    method: 'post',
    path: '/optional-booking',
    summary: 'Holds the places until expiresAt',
    caller: agent,
    query: schemas.userQuerySchema,
    body: schemas.holdSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(FERRY_ANSWERS.held),
    examples: [
      {
        summary: 'Hold a car and its driver',
        body: { legs: [EXAMPLE_LEG], leader: EXAMPLE_LEADER },
        status: 200,
      },
    ],
    handle: async ({ deps, body, query, req }) =>
      found(
        await deps.ferry.holdBooking.execute({
          legs: legRequests(body.legs),
          leader: body.leader,
          userId: resellerOf(query),
          sessionId: session(req),
        }),
        asFound,
      ),
  }),
  bookingEndpoint({
    operationId: 'insertBooking',
    method: 'post',
    path: '/insert-booking',
    summary: 'Adds traveller details to a hold',
    caller: agent,
    query: schemas.userQuerySchema,
    body: schemas.insertSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(FERRY_ANSWERS.booking),
    examples: [
      {
        summary: 'The driver’s details',
        body: {
          ...byCode,
          leader: EXAMPLE_LEADER,
          passengers: [[{ name: 'Maria', surname: 'Papadopoulou', documentId: 'AK123456', sex: 'female' }]],
        },
        status: 200,
      },
    ],
    handle: async ({ deps, body, req }) =>
      found(await deps.ferry.insertBooking.execute({ ...body, sessionId: session(req) }), asBooking),
  }),
  bookingEndpoint({
    operationId: 'finalizeBooking',
    method: 'post',
    path: '/finalize-booking',
    summary: 'Issues the tickets of a paid hold',
    caller: agent,
    query: schemas.userQuerySchema,
    body: schemas.bookingReferenceSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(FERRY_ANSWERS.booking),
    examples: [{ summary: 'Issue the tickets', body: byCode, status: 200 }],
    handle: async ({ deps, body, req }) =>
      found(await deps.ferry.finalizeBooking.execute({ ...body, sessionId: session(req) }), asBooking),
  }),
  bookingEndpoint({
    operationId: 'voucher',
    method: 'post',
    path: '/voucher',
    summary: 'The voucher of a confirmed booking',
    caller: agent,
    query: schemas.userQuerySchema,
    body: schemas.bookingReferenceSchema,
    headers: ['uuid'],
    responses: agentAnswers(FERRY_ANSWERS.voucher),
    examples: [{ summary: 'The voucher', body: byCode, status: 200 }],
    handle: async ({ deps, body }) =>
      found(await deps.ferry.getVoucher.execute(body), (voucher) => ({ voucher })),
  }),
  bookingEndpoint({
    operationId: 'cancelBooking',
    method: 'post',
    path: '/cancel-booking',
    summary: 'Quotes the refund, and cancels with confirm',
    caller: agent,
    query: schemas.userQuerySchema,
    body: schemas.cancelSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(FERRY_ANSWERS.cancellation),
    examples: [
      { summary: 'The refund, without cancelling', body: { ...byCode, confirm: false }, status: 200 },
    ],
    handle: async ({ deps, body, req }) =>
      found(await deps.ferry.cancelBooking.execute({ ...body, sessionId: session(req) }), asFound),
  }),
  bookingEndpoint({
    operationId: 'cancelLeg',
    method: 'post',
    path: '/cancel-leg',
    summary: "Quotes one leg's refund, and cancels that leg alone with confirm (the other legs stay valid)",
    caller: agent,
    query: schemas.userQuerySchema,
    body: schemas.cancelLegSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(FERRY_ANSWERS.cancellation),
    examples: [
      {
        summary: "The first leg's refund, without cancelling",
        body: { ...byCode, legIndex: 0 },
        status: 200,
      },
    ],
    handle: async ({ deps, body, req }) =>
      found(await deps.ferry.cancelBookingLeg.execute({ ...body, sessionId: session(req) }), asFound),
  }),
  bookingEndpoint({
    operationId: 'failedBooking',
    method: 'post',
    path: '/failed-booking',
    summary: 'Releases a hold whose payment failed',
    caller: agent,
    query: schemas.userQuerySchema,
    body: schemas.bookingReferenceSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(FERRY_ANSWERS.booking),
    examples: [{ summary: 'Release a hold', body: byCode, status: 200 }],
    handle: async ({ deps, body, req }) =>
      found(await deps.ferry.failBooking.execute({ ...body, sessionId: session(req) }), asBooking),
  }),
];
