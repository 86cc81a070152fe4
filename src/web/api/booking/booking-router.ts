import express from 'express';
import { answerRefusal } from '../../refusal-http.ts';
import { documentEndpoint } from '../endpoint/document-endpoint.ts';
import { langOf } from '../endpoint/read-request.ts';
import { endpointErrors, registerEndpoints } from '../endpoint/register-endpoints.ts';
import type { BookingApiLimits } from './booking-callers.ts';
import type { BookingApiDeps, FerryServices } from './booking-endpoint-kit.ts';
import { BOOKING_ENDPOINTS } from './booking-endpoints.ts';
import { bookingOpenApi } from './openapi.ts';
import { ORDER_ENDPOINTS } from './order-endpoints.ts';
import type { OrderApiServices } from './order-kit.ts';

/** No booking request is larger: five legs of ten passengers with vehicles and pets fit well within it. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * The public booking/ JSON API (spec §7 "Booking API"): resellers, partners and the browser's wizard call
 * the same use cases as the SSR loaders. Every request is validated; bad input is a 400 with field errors;
 * upstream trouble is a 503 or a partial answer with notices, never a crash.
 */
export function createBookingRouter(ferry: FerryServices, limits: BookingApiLimits = {}): express.Router {
  const router = express.Router();
  registerEndpoints<BookingApiDeps>(router, [documentEndpoint(bookingOpenApi), ...BOOKING_ENDPOINTS], {
    deps: { ferry, limits },
    maxBodyBytes: MAX_BODY_BYTES,
    runIdempotently: ferry.runIdempotently,
  });
  router.use((req, res) => answerRefusal(res, { code: 'notFound' }, langOf(req)));
  router.use(endpointErrors);
  return router;
}

/**
 * The order calls of the booking/ API (decision 0020), mounted before `createBookingRouter` on the same
 * path: what they do not match falls through to it.
 */
export function createOrderRouter(services: OrderApiServices): express.Router {
  const router = express.Router();
  registerEndpoints(router, ORDER_ENDPOINTS, {
    deps: services,
    maxBodyBytes: MAX_BODY_BYTES,
    runIdempotently: services.runIdempotently,
  });
  router.use(endpointErrors);
  return router;
}
