import { createHash } from 'node:crypto';
import express, { type ErrorRequestHandler, type Request, type Response } from 'express';
import { ValidationError } from 'yup';
import type { AppServices } from '#application/app-services.ts';
import { toLegRequest } from '#application/checkout/leg-request.ts';
import type { AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import type { FerryError } from '#application/ferry/ferry-network.ts';
import type { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { SearchQuery } from '#domain/search/search-query.ts';
import type { Result } from '#domain/shared/result.ts';
import type { LegRequestInput } from '#domain/validation/leg-request-schema.ts';
import { jsonBody } from '../../server/json-body.ts';
import { bearerToken } from '../bearer-token.ts';
import { errorBody, failureResponse, send, validationResponse } from './api-responses.ts';
import { bookingOpenApi } from './openapi.ts';
import { langOf, validate } from './read-request.ts';
import * as schemas from './request-schemas.ts';

type FerryServices = AppServices['ferry'];
type Answer = { status: number; body: unknown };

/** Calls on upstream bookings by their code: agents and staff only (`AuthorizeAgent`). */
const AGENT_ONLY = new Set([
  '/optional-booking',
  '/insert-booking',
  '/finalize-booking',
  '/failed-booking',
  '/cancel-booking',
  '/voucher',
  '/retrieve-booking',
]);

const BOOKING_POSTS = new Set([
  '/optional-booking',
  '/insert-booking',
  '/finalize-booking',
  '/failed-booking',
  '/cancel-booking',
]);

/** The domain schema checked the leg field by field: it is the wizard's leg request. */
const asked = (leg: LegRequestInput) => toLegRequest(leg);

const answer = <T>(result: Result<T, FerryError>, lang: LocaleCode, shape: (value: T) => unknown): Answer =>
  result.ok ? { status: 200, body: shape(result.value) } : failureResponse(result.error, lang);

/**
 * The public booking/ JSON API (spec §7 "Booking API"): resellers, partners and the browser's wizard call
 * the same use cases as the SSR loaders. Every request is validated; bad input is a 400 with field errors;
 * upstream trouble is a 503 or a partial answer with notices, never a crash.
 */
export function createBookingRouter(
  services: FerryServices,
  limits: { lookups?: LimitBookingLookups; agents?: AuthorizeAgent } = {},
): express.Router {
  const router = express.Router();
  router.use(jsonBody({ limit: '256kb' }));
  // Deny by default: without an agent check configured, nobody may drive upstream bookings.
  router.use(async (req, res, next) => {
    if (!AGENT_ONLY.has(req.path)) return next();
    // Look-ups by order code are counted before anything else, so neither guessing codes nor tokens pays.
    if (req.path === '/retrieve-booking') {
      const counted = await limits.lookups?.execute({ ip: req.ip ?? '' });
      if (counted && !counted.allowed)
        return send(res, { status: 429, body: errorBody('tooManyRequests', 'tooManyRequests', langOf(req)) });
    }
    const access = limits.agents
      ? await limits.agents.execute({ token: bearerToken(req) })
      : 'unauthenticated';
    if (access === 'allowed') return next();
    if (access === 'unauthenticated') res.set('WWW-Authenticate', 'Bearer');
    send(res, {
      status: access === 'forbidden' ? 403 : 401,
      body: errorBody(access, access === 'forbidden' ? 'agentOnly' : 'signInRequired', langOf(req)),
    });
  });

  const handle =
    (work: (req: Request, lang: LocaleCode) => Promise<Answer>) => async (req: Request, res: Response) => {
      const lang = langOf(req);
      try {
        validate(schemas.userQuerySchema, req.query);
        if (req.method === 'POST' && BOOKING_POSTS.has(req.path) && req.get('Idempotency-Key')) {
          // Awaited here, so its validation failures are answered by the catch below.
          return await sendIdempotent(req, res, lang, () => work(req, lang));
        }
        send(res, await work(req, lang));
      } catch (error) {
        if (error instanceof ValidationError) return send(res, validationResponse(error, lang));
        throw error;
      }
    };

  const sendIdempotent = async (
    req: Request,
    res: Response,
    lang: LocaleCode,
    work: () => Promise<Answer>,
  ) => {
    const key = req.get('Idempotency-Key')!;
    if (key.length > 128)
      return send(res, {
        status: 400,
        body: errorBody('invalidForm', 'tooLong', lang, [
          { path: 'Idempotency-Key', key: 'tooLong', message: 'at most 128 characters' },
        ]),
      });
    const fingerprint = createHash('sha256')
      .update(`${req.path}\n${String(req.query.user_id ?? '')}\n${JSON.stringify(req.body ?? null)}`)
      .digest('hex');
    const outcome = await services.runIdempotently.execute({
      key: `${req.path}:${key}`,
      fingerprint,
      run: work,
    });
    if (outcome.kind === 'conflict')
      return send(res, {
        status: 422,
        body: errorBody('idempotencyKeyReused', 'idempotencyKeyReused', lang),
      });
    if (outcome.kind === 'inProgress')
      return send(res, { status: 409, body: errorBody('requestInProgress', 'requestInProgress', lang) });
    if (outcome.kind === 'replayed') res.set('Idempotent-Replayed', 'true');
    send(res, outcome.response);
  };

  const session = (req: Request) => {
    const id = req.get('uuid');
    return id && id.length <= 64 ? id : undefined;
  };
  const userId = (req: Request) =>
    typeof req.query.user_id === 'string' && req.query.user_id !== '' ? req.query.user_id : undefined;

  router.get('/openapi.json', (_req, res) => {
    res.json(bookingOpenApi);
  });

  router.get(
    '/getPorts',
    handle(async (_req, lang) =>
      answer(await services.listPorts.execute({ lang }), lang, (ports) => ({ ports })),
    ),
  );
  router.get(
    '/countries',
    handle(async (_req, lang) =>
      answer(await services.listCountries.execute({ lang }), lang, (countries) => ({ countries })),
    ),
  );
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
      if (access !== 'allowed')
        return {
          status: access === 'forbidden' ? 403 : 401,
          body: errorBody(access, access === 'forbidden' ? 'agentOnly' : 'signInRequired', lang),
        };
      const found = await services.getResellerDetails.execute({ userId: query.user_id });
      return found.ok
        ? { status: 200, body: { reseller: found.value } }
        : { status: 404, body: errorBody(found.error.code, 'resellerNotFound', lang) };
    }),
  );
  router.get(
    '/retrieve-booking',
    handle(async (req, lang) => {
      const query = validate(schemas.retrieveQuerySchema, req.query);
      return answer(
        await services.retrieveBooking.execute({ orderCode: query.order_code, agentName: query.agent_name }),
        lang,
        (booking) => ({ booking }),
      );
    }),
  );

  router.post(
    '/company-details',
    handle(async (req, lang) => {
      const body = validate(schemas.companyDetailsSchema, req.body);
      return answer(
        await services.getCompanyDetails.execute({
          companyCode: body.company_code,
          portCode: body.port_code,
        }),
        lang,
        (companies) => ({ companies }),
      );
    }),
  );
  router.post(
    '/getDestinations',
    handle(async (req, lang) => {
      const body = validate(schemas.destinationsSchema, req.body);
      return answer(
        await services.listDestinations.execute({ origin: body.origin, lang }),
        lang,
        (ports) => ({ ports }),
      );
    }),
  );
  router.post(
    '/getOrigins',
    handle(async (req, lang) => {
      const body = validate(schemas.originsSchema, req.body);
      return answer(
        await services.listOrigins.execute({ destination: body.destination, lang }),
        lang,
        (ports) => ({ ports }),
      );
    }),
  );
  router.post(
    '/getDates',
    handle(async (req, lang) => {
      const body = validate(schemas.datesSchema, req.body);
      const from = body.from ?? new Date().toISOString().slice(0, 10);
      return answer(
        await services.listDepartureDates.execute({
          origin: body.origin,
          destination: body.destination,
          from,
          days: body.days,
        }),
        lang,
        (dates) => ({ dates }),
      );
    }),
  );
  router.post(
    '/results',
    handle(async (req) => {
      const body = validate(schemas.resultsSchema, req.body);
      const { sort, filters, ...query } = body;
      const results = await services.searchFares.execute({
        query: query as SearchQuery,
        sort,
        filters: filters as Parameters<FerryServices['searchFares']['execute']>[0]['filters'],
      });
      return { status: 200, body: results };
    }),
  );
  router.post(
    '/pricing',
    handle(async (req, lang) => {
      const body = validate(schemas.pricingSchema, req.body);
      return answer(
        await services.priceTrips.execute({
          legs: body.legs.map(asked),
          userId: userId(req),
          sessionId: session(req),
        }),
        lang,
        (legs) => ({ legs, total: legs.reduce((sum, leg) => sum + leg.tripTotal, 0) }),
      );
    }),
  );
  router.post(
    '/optional-booking',
    handle(async (req, lang) => {
      const body = validate(schemas.holdSchema, req.body);
      return answer(
        await services.holdBooking.execute({
          legs: body.legs.map(asked),
          leader: body.leader,
          userId: userId(req),
          sessionId: session(req),
        }),
        lang,
        (held) => held,
      );
    }),
  );
  router.post(
    '/insert-booking',
    handle(async (req, lang) => {
      const body = validate(schemas.insertSchema, req.body);
      return answer(
        await services.insertBooking.execute({ ...body, sessionId: session(req) }),
        lang,
        (booking) => ({ booking }),
      );
    }),
  );
  router.post(
    '/finalize-booking',
    handle(async (req, lang) => {
      const body = validate(schemas.bookingReferenceSchema, req.body);
      return answer(
        await services.finalizeBooking.execute({ ...body, sessionId: session(req) }),
        lang,
        (booking) => ({ booking }),
      );
    }),
  );
  router.post(
    '/failed-booking',
    handle(async (req, lang) => {
      const body = validate(schemas.bookingReferenceSchema, req.body);
      return answer(
        await services.failBooking.execute({ ...body, sessionId: session(req) }),
        lang,
        (booking) => ({ booking }),
      );
    }),
  );
  router.post(
    '/cancel-booking',
    handle(async (req, lang) => {
      const body = validate(schemas.cancelSchema, req.body);
      return answer(
        await services.cancelBooking.execute({ ...body, sessionId: session(req) }),
        lang,
        (outcome) => outcome,
      );
    }),
  );
  router.post(
    '/voucher',
    handle(async (req, lang) => {
      const body = validate(schemas.bookingReferenceSchema, req.body);
      return answer(await services.getVoucher.execute(body), lang, (voucher) => ({ voucher }));
    }),
  );
  router.post(
    '/loyalty-validation',
    handle(async (req, lang) =>
      answer(
        await services.validateLoyaltyCard.execute(validate(schemas.loyaltySchema, req.body)),
        lang,
        (validation) => validation,
      ),
    ),
  );
  router.post(
    '/man-validation',
    handle(async (req, lang) =>
      answer(
        await services.validateResident.execute(validate(schemas.residentSchema, req.body)),
        lang,
        (validation) => validation,
      ),
    ),
  );

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
