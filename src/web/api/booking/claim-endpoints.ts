import { CLAIM_ANSWER } from '#domain/wire-contract/claim-answers.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import { agent } from './booking-callers.ts';
import { agentAnswers, type BookingApiDeps, bookingEndpoint, found } from './booking-endpoint-kit.ts';
import {
  EXAMPLE_CLAIM_CODE,
  EXAMPLE_LEADER,
  EXAMPLE_ORDER_CODE,
  EXAMPLE_TICKET_NUMBER,
  EXAMPLE_TRIP,
} from './booking-examples.ts';
import { claimQuerySchema, claimRequestOf, claimSchema } from './claim-schemas.ts';

const asClaim = <T>(claim: T) => ({ claim });

/**
 * Claims under Regulation (EU) 1177/2010: compensation for a late arrival (Art. 19; decision 0070) and the
 * care paid for while waiting (Art. 17; decision 0089). An agent sends one per booked sailing, disruption and
 * kind, under its own key, and follows it to the company's payment.
 */
export const CLAIM_ENDPOINTS: Endpoint<BookingApiDeps>[] = [
  bookingEndpoint({
    operationId: 'submitClaim',
    method: 'post',
    path: '/submit-claim',
    summary:
      'Sends a claim: compensation for a late arrival, or care (meals, a stay) paid while waiting; the same claimKey answers the same claim',
    caller: agent,
    body: claimSchema,
    idempotent: true,
    responses: agentAnswers(CLAIM_ANSWER),
    examples: [
      {
        summary: '25 % for arriving three hours late',
        body: {
          kind: 'compensation',
          claimKey: `${EXAMPLE_ORDER_CODE}:0:delay-1`,
          orderCode: EXAMPLE_ORDER_CODE,
          tripId: EXAMPLE_TRIP,
          claimant: {
            firstName: EXAMPLE_LEADER.firstName,
            lastName: EXAMPLE_LEADER.lastName,
            email: EXAMPLE_LEADER.email,
          },
          ticketNumbers: [EXAMPLE_TICKET_NUMBER],
          arrivalDelayMinutes: 180,
          percent: 25,
          amount: 1250,
        },
        status: 200,
      },
      {
        summary: 'Care: two meals and one night at 70 € for a sailing cancelled overnight',
        body: {
          kind: 'care',
          claimKey: `${EXAMPLE_ORDER_CODE}:0:delay-1:care`,
          orderCode: EXAMPLE_ORDER_CODE,
          tripId: EXAMPLE_TRIP,
          claimant: {
            firstName: EXAMPLE_LEADER.firstName,
            lastName: EXAMPLE_LEADER.lastName,
            email: EXAMPLE_LEADER.email,
          },
          ticketNumbers: [EXAMPLE_TICKET_NUMBER],
          care: { meals: 2400, nights: 1, perNight: 7000 },
          amount: 9400,
        },
        status: 200,
      },
    ],
    handle: async ({ deps, body }) =>
      found(await deps.ferry.submitUpstreamClaim.execute(claimRequestOf(body)), asClaim),
  }),
  bookingEndpoint({
    operationId: 'retrieveClaim',
    method: 'get',
    path: '/retrieve-claim',
    summary:
      'Where a compensation claim stands: submitted, accepted or refused, paid; each step with its date',
    caller: agent,
    query: claimQuerySchema,
    responses: agentAnswers(CLAIM_ANSWER),
    examples: [{ summary: 'The claim just sent', query: { claim_code: EXAMPLE_CLAIM_CODE }, status: 200 }],
    handle: async ({ deps, query }) =>
      found(
        await deps.ferry.retrieveUpstreamClaim.execute({
          claimCode: query.claim_code,
          agentName: query.agent_name,
        }),
        asClaim,
      ),
  }),
];
