import { CHANGE_ANSWERS } from '#domain/wire-contract/change-answers.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { agent } from './booking-callers.ts';
import {
  agentAnswers,
  asFound,
  type BookingApiDeps,
  bookingEndpoint,
  found,
  session,
} from './booking-endpoint-kit.ts';
import {
  EXAMPLE_CHANGE_CODE,
  EXAMPLE_DISRUPTION_ID,
  EXAMPLE_NEXT_TRIP,
  EXAMPLE_ORDER_CODE,
} from './booking-examples.ts';
import { changeCodeSchema, changeRequestOf, changeSchema } from './change-schemas.ts';
import * as schemas from './request-schemas.ts';

const surname = {
  orderCode: EXAMPLE_ORDER_CODE,
  legIndex: 0,
  kind: 'correction',
  passengerIndex: 0,
  correction: { surname: 'Papadopoulou-Nikolaou' },
};
const byChange = { changeCode: EXAMPLE_CHANGE_CODE };
const asChange = <T>(change: T) => ({ change });

/**
 * Changes to a confirmed booking by its company's terms (issue #25 point 9): quote, hold, then confirm or
 * release. A company that refuses a change answers 409 with why (`changeTooLate`, `changeSameCompanyOnly`,
 * `changeNotOffered`). Another sailing asked with `answersDisruption` (the id of an event of
 * `/disruptions` or `/sailing-status`) is free and open at any hour when that event stands on the leg's
 * sailing cancelled or put off by more than 90 minutes; otherwise it is quoted by the usual terms
 * (decision 0094).
 */
export const CHANGE_ENDPOINTS: Endpoint<BookingApiDeps>[] = [
  bookingEndpoint({
    operationId: 'quoteChange',
    method: 'post',
    path: '/quote-change',
    summary: 'What a correction, a sailing change or an addition would cost: fare difference and fee',
    caller: agent,
    query: schemas.userQuerySchema,
    body: changeSchema,
    headers: ['uuid'],
    responses: agentAnswers(CHANGE_ANSWERS.quote),
    examples: [
      {
        summary: 'The same sailing a day later, the passenger’s assistance request re-sent with it',
        body: {
          orderCode: EXAMPLE_ORDER_CODE,
          legIndex: 0,
          kind: 'sailing',
          tripId: EXAMPLE_NEXT_TRIP,
          assistance: [{ needs: ['wheelchair'], note: 'Folding wheelchair' }],
        },
        status: 200,
      },
      {
        summary:
          'Another sailing for the company’s own disruption, by its event’s id: free when the feed shows the leg’s sailing cancelled or put off by more than 90 minutes, else quoted by the usual terms, as here',
        body: {
          orderCode: EXAMPLE_ORDER_CODE,
          legIndex: 0,
          kind: 'sailing',
          tripId: EXAMPLE_NEXT_TRIP,
          answersDisruption: EXAMPLE_DISRUPTION_ID,
        },
        status: 200,
      },
    ],
    handle: async ({ deps, body, req }) =>
      found(
        await deps.ferry.quoteBookingChange.execute({
          ...changeRequestOf(body),
          agentName: body.agentName,
          sessionId: session(req),
        }),
        (quote) => ({ quote }),
      ),
  }),
  bookingEndpoint({
    operationId: 'holdChange',
    method: 'post',
    path: '/hold-change',
    summary: 'Holds what a change needs at the quoted price until expiresAt',
    caller: agent,
    query: schemas.userQuerySchema,
    body: changeSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(CHANGE_ANSWERS.change),
    examples: [{ summary: 'Correct a surname', body: surname, status: 200 }],
    handle: async ({ deps, body, req }) =>
      found(
        await deps.ferry.holdBookingChange.execute({
          ...changeRequestOf(body),
          agentName: body.agentName,
          sessionId: session(req),
        }),
        asChange,
      ),
  }),
  bookingEndpoint({
    operationId: 'confirmChange',
    method: 'post',
    path: '/confirm-change',
    summary: 'Applies a held change: the leg’s new tickets, its old ones voided',
    caller: agent,
    query: schemas.userQuerySchema,
    body: changeCodeSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(CHANGE_ANSWERS.applied),
    examples: [{ summary: 'Apply the correction', body: byChange, status: 200 }],
    handle: async ({ deps, body, req }) =>
      found(await deps.ferry.confirmBookingChange.execute({ ...body, sessionId: session(req) }), asFound),
  }),
  bookingEndpoint({
    operationId: 'releaseChange',
    method: 'post',
    path: '/release-change',
    summary: 'Gives a held change’s places back; the booking stays as it was',
    caller: agent,
    query: schemas.userQuerySchema,
    body: changeCodeSchema,
    headers: ['uuid'],
    idempotent: true,
    responses: agentAnswers(CHANGE_ANSWERS.change),
    examples: [{ summary: 'Release a held change', body: byChange, status: 200 }],
    handle: async ({ deps, body, req }) =>
      found(await deps.ferry.releaseBookingChange.execute({ ...body, sessionId: session(req) }), asChange),
  }),
];
