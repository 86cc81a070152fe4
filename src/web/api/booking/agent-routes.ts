import type { Router } from 'express';
import { refusalAnswer } from '../../refusal-http.ts';
import { bearerToken } from '../bearer-token.ts';
import { type BookingApiLimits, refusedAccess } from './agent-access.ts';
import {
  answer,
  asFound,
  type BookingRouteKit,
  type FerryServices,
  legRequests,
  session,
  userId,
} from './booking-route-kit.ts';
import { validate } from './read-request.ts';
import * as schemas from './request-schemas.ts';

const asBooking = <T>(booking: T) => ({ booking });

/**
 * The calls of agents and staff (`agentAccess` lets no one else through): a reseller's account, and an
 * upstream booking's life from hold to voucher or cancellation.
 */
export function agentRoutes(
  router: Router,
  services: FerryServices,
  { handle, post }: BookingRouteKit,
  limits: BookingApiLimits,
) {
  router.get(
    '/reseller-details',
    handle(async (req, lang) => {
      const query = validate(schemas.resellerQuerySchema, req.query);
      const access = limits.agents
        ? await limits.agents.mayReadReseller({
            token: bearerToken(req),
            userId: query.user_id,
          })
        : 'unauthenticated';
      if (access !== 'allowed') return refusedAccess(access, lang);
      const found = await services.getResellerDetails.execute({ userId: query.user_id });
      return found.ok
        ? { status: 200, body: { reseller: found.value } }
        : refusalAnswer({ code: 'resellerNotFound' }, lang);
    }),
  );
  router.get(
    '/retrieve-booking',
    handle(async (req, lang) => {
      const query = validate(schemas.retrieveQuerySchema, req.query);
      return answer(
        await services.retrieveBooking.execute({ orderCode: query.order_code, agentName: query.agent_name }),
        lang,
        asBooking,
      );
    }),
  );
  router.post(
    '/optional-booking',
    post(
      schemas.holdSchema,
      (body, req) =>
        services.holdBooking.execute({
          legs: legRequests(body.legs),
          leader: body.leader,
          userId: userId(req),
          sessionId: session(req),
        }),
      asFound,
    ),
  );
  const withSession = <B>(body: B, req: Parameters<typeof session>[0]) => ({
    ...body,
    sessionId: session(req),
  });
  router.post(
    '/insert-booking',
    post(
      schemas.insertSchema,
      (body, req) => services.insertBooking.execute(withSession(body, req)),
      asBooking,
    ),
  );
  router.post(
    '/finalize-booking',
    post(
      schemas.bookingReferenceSchema,
      (body, req) => services.finalizeBooking.execute(withSession(body, req)),
      asBooking,
    ),
  );
  router.post(
    '/failed-booking',
    post(
      schemas.bookingReferenceSchema,
      (body, req) => services.failBooking.execute(withSession(body, req)),
      asBooking,
    ),
  );
  router.post(
    '/cancel-booking',
    post(
      schemas.cancelSchema,
      (body, req) => services.cancelBooking.execute(withSession(body, req)),
      asFound,
    ),
  );
  router.post(
    '/voucher',
    post(
      schemas.bookingReferenceSchema,
      (body) => services.getVoucher.execute(body),
      (voucher) => ({ voucher }),
    ),
  );
}
