import {
  disruptionRequestSchema,
  disruptionWindowSchema,
  sailingStatusQuerySchema,
} from '#domain/disruptions/disruption-request-schema.ts';
import { DISRUPTION_ANSWERS } from '#domain/wire-contract/disruption-answers.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { agent, staff } from './booking-callers.ts';
import { agentAnswers, type BookingApiDeps, bookingEndpoint, found } from './booking-endpoint-kit.ts';
import { EXAMPLE_TRIP } from './booking-examples.ts';

const EXAMPLE_WINDOW = { departingFrom: '2027-07-15T00:00:00Z', departingUntil: '2027-07-18T00:00:00Z' };
const EXAMPLE_STATUS = { agentName: 'attica-direct', tripId: EXAMPLE_TRIP };

/** What the ferry systems tell about sailings after selling them (issue #26, decision 0069). */
export const DISRUPTION_ENDPOINTS: Endpoint<BookingApiDeps>[] = [
  bookingEndpoint({
    operationId: 'disruptions',
    method: 'get',
    path: '/disruptions',
    summary: 'The feed: every disruption known now of the sailings departing in a window',
    caller: agent,
    query: disruptionWindowSchema,
    responses: agentAnswers(DISRUPTION_ANSWERS.feed),
    examples: [{ summary: 'Three days of July', query: EXAMPLE_WINDOW, status: 200 }],
    handle: async ({ deps, query }) => ({
      status: 200,
      body: await deps.ferry.listDisruptions.execute({
        departingFrom: new Date(query.departingFrom),
        departingUntil: new Date(query.departingUntil),
      }),
    }),
  }),
  bookingEndpoint({
    operationId: 'sailingStatus',
    method: 'get',
    path: '/sailing-status',
    summary: 'Where the sailing of a trip stands: scheduled, delayed or cancelled, with its events',
    caller: agent,
    query: sailingStatusQuerySchema,
    responses: agentAnswers(DISRUPTION_ANSWERS.status),
    examples: [{ summary: 'A Blue Star sailing to Santorini', query: EXAMPLE_STATUS, status: 200 }],
    handle: async ({ deps, query }) =>
      found(await deps.ferry.getSailingStatus.execute(query), (status) => ({ status })),
  }),
  bookingEndpoint({
    operationId: 'causeDisruption',
    method: 'post',
    path: '/disruptions',
    summary: 'Staff only: cancel the sailing of a trip, or delay it by N minutes (demonstrations and tests)',
    caller: staff,
    body: disruptionRequestSchema,
    responses: {
      ...agentAnswers(DISRUPTION_ANSWERS.caused),
      403: { description: 'A bearer token without a staff permission (support or admin)', error: true },
    },
    examples: [
      {
        summary: 'Delay a sailing by 90 minutes',
        body: { ...EXAMPLE_STATUS, kind: 'delayed', delayMinutes: 90 },
        status: 200,
      },
    ],
    handle: async ({ deps, body }) =>
      found(
        await deps.ferry.causeDisruption.execute(
          body.kind === 'delayed'
            ? {
                agentName: body.agentName,
                tripId: body.tripId,
                kind: 'delayed',
                delayMinutes: body.delayMinutes!,
              }
            : { agentName: body.agentName, tripId: body.tripId, kind: 'cancelled' },
        ),
        (disruption) => ({ disruption }),
      ),
  }),
];
