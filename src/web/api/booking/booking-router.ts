import express from 'express';
import type { AppServices } from '#application/app-services.ts';
import type { PartnerTokens } from '#application/partners/partner-tokens.ts';
import { answerRefusal } from '../../refusal-http.ts';
import { documentEndpoint } from '../endpoint/document-endpoint.ts';
import { langOf } from '../endpoint/read-request.ts';
import { endpointErrors, type PartnerTokenCheck, registerEndpoints } from '../endpoint/register-endpoints.ts';
import type { BookingApiLimits } from './booking-callers.ts';
import type { BookingApiDeps, FerryServices } from './booking-endpoint-kit.ts';
import { BOOKING_ENDPOINTS } from './booking-endpoints.ts';
import { bookingOpenApi } from './openapi.ts';
import { ORDER_ENDPOINTS } from './order-endpoints.ts';
import type { OrderApiServices } from './order-kit.ts';
import { TOKEN_SCOPES } from './token-scopes.ts';
import { WEBHOOK_ENDPOINTS, type WebhookApiDeps } from './webhook-endpoints.ts';

/** A partner token's scopes against the scope each booking operation needs (decision 0128). */
const scopeCheck = (tokens: PartnerTokens): PartnerTokenCheck => ({
  scopesOf: async (token) => (await tokens.holderOf(token))?.scopes ?? null,
  needs: TOKEN_SCOPES,
});

/** No booking request is larger: five legs of ten passengers with vehicles and pets fit well within it. */
const MAX_BODY_BYTES = 256 * 1024;

/**
 * The public booking/ JSON API (spec §7 "Booking API"): resellers, partners and the browser's wizard call
 * the same use cases as the SSR loaders. Every request is validated; bad input is a 400 with field errors;
 * upstream trouble is a 503 or a partial answer with notices, never a crash.
 */
export function createBookingRouter(
  ferry: FerryServices,
  limits: BookingApiLimits = {},
  partnerTokens?: PartnerTokens,
): express.Router {
  const router = express.Router();
  registerEndpoints<BookingApiDeps>(router, [documentEndpoint(bookingOpenApi), ...BOOKING_ENDPOINTS], {
    deps: { ferry, limits },
    maxBodyBytes: MAX_BODY_BYTES,
    runIdempotently: ferry.runIdempotently,
    partnerTokens: partnerTokens && scopeCheck(partnerTokens),
  });
  router.use((req, res) => answerRefusal(res, { code: 'notFound' }, langOf(req)));
  router.use(endpointErrors);
  return router;
}

/**
 * The order calls of the booking/ API (decision 0020), mounted before `createBookingRouter` on the same
 * path: what they do not match falls through to it.
 */
export function createOrderRouter(services: OrderApiServices, partnerTokens?: PartnerTokens): express.Router {
  const router = express.Router();
  registerEndpoints(router, ORDER_ENDPOINTS, {
    deps: services,
    maxBodyBytes: MAX_BODY_BYTES,
    runIdempotently: services.runIdempotently,
    partnerTokens: partnerTokens && scopeCheck(partnerTokens),
  });
  router.use(endpointErrors);
  return router;
}

/** A partner's webhooks at the booking/ API (decision 0128), mounted before `createBookingRouter`. */
function createWebhookRouter(deps: WebhookApiDeps, partnerTokens: PartnerTokens): express.Router {
  const router = express.Router();
  registerEndpoints(router, WEBHOOK_ENDPOINTS, {
    deps,
    maxBodyBytes: 16 * 1024,
    partnerTokens: scopeCheck(partnerTokens),
  });
  router.use(endpointErrors);
  return router;
}

/**
 * The booking/ API as the web server mounts it: the order calls, the webhooks', then the rest; a partner's token is held
 * to the scope of each operation in both (decision 0128).
 */
export function bookingRouters(services: AppServices): express.Router[] {
  const tokens = services.partners.tokens;
  return [
    createOrderRouter(
      {
        checkout: services.checkout,
        runIdempotently: services.ferry.runIdempotently,
        authenticate: services.auth.authenticate,
        resellers: services.ferry.getResellerDetails,
      },
      tokens,
    ),
    createWebhookRouter(
      { webhooks: services.partners.webhooks, authenticate: services.auth.authenticate },
      tokens,
    ),
    createBookingRouter(
      services.ferry,
      { lookups: services.limitBookingLookups, agents: services.authorizeAgent },
      tokens,
    ),
  ];
}
