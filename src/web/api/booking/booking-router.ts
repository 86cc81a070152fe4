import express, { type ErrorRequestHandler } from 'express';
import { jsonBody } from '../../server/json-body.ts';
import { agentAccess, type BookingApiLimits } from './agent-access.ts';
import { agentRoutes } from './agent-routes.ts';
import { errorBody, send } from './api-responses.ts';
import { bookingRouteKit, type FerryServices } from './booking-route-kit.ts';
import { fareRoutes } from './fare-routes.ts';
import { networkRoutes } from './network-routes.ts';
import { bookingOpenApi } from './openapi.ts';
import { langOf } from './read-request.ts';

/**
 * The public booking/ JSON API (spec §7 "Booking API"): resellers, partners and the browser's wizard call
 * the same use cases as the SSR loaders. Every request is validated; bad input is a 400 with field errors;
 * upstream trouble is a 503 or a partial answer with notices, never a crash.
 */
export function createBookingRouter(services: FerryServices, limits: BookingApiLimits = {}): express.Router {
  const router = express.Router();
  router.use(jsonBody({ maxBytes: 256 * 1024 }));
  router.use(agentAccess(limits));
  router.get('/openapi.json', (_req, res) => {
    res.json(bookingOpenApi);
  });
  const kit = bookingRouteKit(services);
  networkRoutes(router, services, kit);
  agentRoutes(router, services, kit, limits);
  fareRoutes(router, services, kit);
  router.use((req, res) =>
    send(res, { status: 404, body: errorBody('notFound', 'invalidRequest', langOf(req)) }),
  );
  router.use(jsonErrors);
  return router;
}

/** Unreadable JSON is the client's fault (400); anything else is logged and answered as JSON. */
const jsonErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const lang = langOf(req);
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) req.log?.error({ err: error }, 'booking API failure');
  send(res, {
    status,
    body: errorBody(
      status === 500 ? 'internalError' : 'invalidBody',
      status === 500 ? 'reservationError' : (error?.problem ?? 'invalidBody'),
      lang,
    ),
  });
};
