import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { anyone } from '../endpoint/anyone.ts';
import type { Endpoint } from '../endpoint/endpoint.ts';
import {
  asFound,
  type BookingApiDeps,
  bookingAnswers,
  bookingEndpoint,
  found,
  legRequests,
  resellerOf,
  session,
} from './booking-endpoint-kit.ts';
import { EXAMPLE_LEG, EXAMPLE_TRIP } from './booking-examples.ts';
import * as schemas from './request-schemas.ts';

const tripCheck = { tripId: EXAMPLE_TRIP, company: 'BSF', agentName: 'attica-direct' };

/** Prices of legs, and the checks of loyalty cards and island resident numbers that change them. */
export const FARE_ENDPOINTS: Endpoint<BookingApiDeps>[] = [
  bookingEndpoint({
    operationId: 'pricing',
    method: 'post',
    path: '/pricing',
    summary: 'Prices legs at the systems that sell them',
    caller: anyone,
    query: schemas.userQuerySchema,
    body: schemas.pricingSchema,
    headers: ['uuid'],
    responses: bookingAnswers(FERRY_ANSWERS.pricing),
    examples: [{ summary: 'An adult on deck with a car', body: { legs: [EXAMPLE_LEG] }, status: 200 }],
    handle: async ({ deps, body, query, req }) =>
      found(
        await deps.ferry.priceTrips.execute({
          legs: legRequests(body.legs),
          userId: resellerOf(query),
          sessionId: session(req),
        }),
        (legs) => ({ legs, total: legs.reduce((sum, leg) => sum + leg.tripTotal, 0) }),
      ),
  }),
  bookingEndpoint({
    operationId: 'loyaltyValidation',
    method: 'post',
    path: '/loyalty-validation',
    summary: 'Checks a loyalty card for a trip',
    caller: anyone,
    query: schemas.userQuerySchema,
    body: schemas.loyaltySchema,
    headers: ['uuid'],
    responses: bookingAnswers(FERRY_ANSWERS.loyalty),
    examples: [
      { summary: 'A Blue Star card', body: { ...tripCheck, loyaltyCard: '700112345678' }, status: 200 },
    ],
    handle: async ({ deps, body }) => found(await deps.ferry.validateLoyaltyCard.execute(body), asFound),
  }),
  bookingEndpoint({
    operationId: 'manValidation',
    method: 'post',
    path: '/man-validation',
    summary: 'Checks an island resident (MAN) number for a trip',
    caller: anyone,
    query: schemas.userQuerySchema,
    body: schemas.residentSchema,
    headers: ['uuid'],
    responses: bookingAnswers(FERRY_ANSWERS.resident),
    examples: [
      { summary: 'A resident number', body: { ...tripCheck, residentIdOrCode: '123456782' }, status: 200 },
    ],
    handle: async ({ deps, body }) => found(await deps.ferry.validateResident.execute(body), asFound),
  }),
];
