import type { Router } from 'express';
import {
  asFound,
  type BookingRouteKit,
  type FerryServices,
  legRequests,
  session,
  userId,
} from './booking-route-kit.ts';
import * as schemas from './request-schemas.ts';

/** Prices of legs, and the checks of loyalty cards and island resident numbers that change them. */
export function fareRoutes(router: Router, services: FerryServices, { post }: BookingRouteKit) {
  router.post(
    '/pricing',
    post(
      schemas.pricingSchema,
      (body, req) =>
        services.priceTrips.execute({
          legs: legRequests(body.legs),
          userId: userId(req),
          sessionId: session(req),
        }),
      (legs) => ({ legs, total: legs.reduce((sum, leg) => sum + leg.tripTotal, 0) }),
    ),
  );
  router.post(
    '/loyalty-validation',
    post(schemas.loyaltySchema, (body) => services.validateLoyaltyCard.execute(body), asFound),
  );
  router.post(
    '/man-validation',
    post(schemas.residentSchema, (body) => services.validateResident.execute(body), asFound),
  );
}
