import express, { type ErrorRequestHandler } from 'express';
import type { RefusalCode } from '#domain/errors/refusal-codes.ts';
import { answerRefusal } from '../../refusal-http.ts';
import { jsonBody, UnfitJsonError } from '../../server/json-body.ts';
import { agentAccess, type BookingApiLimits } from './agent-access.ts';
import { agentRoutes } from './agent-routes.ts';
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
  router.use((req, res) => answerRefusal(res, { code: 'notFound' }, langOf(req)));
  router.use(jsonErrors);
  return router;
}

/** Unreadable JSON is the client's fault (400); anything else is logged and answered as JSON. */
const jsonErrors: ErrorRequestHandler = (error, req, res, _next) => {
  const lang = langOf(req);
  const status =
    typeof error?.status === 'number' && error.status >= 400 && error.status < 500 ? error.status : 500;
  if (status === 500) req.log?.error({ err: error }, 'booking API failure');
  answerRefusal(res, { code: status === 500 ? 'internalError' : bodyRefusal(error) }, lang);
};

/** What was wrong with a body the reader refused (a 4xx of its own), as the refusal that says it. */
function bodyRefusal(error: { status?: number }): RefusalCode {
  if (error instanceof UnfitJsonError) return error.problem;
  if (error.status === 413) return 'payloadTooLarge';
  if (error.status === 415) return 'unsupportedMediaType';
  return 'invalidBody';
}
