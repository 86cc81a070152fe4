import type { Request, RequestHandler, Response } from 'express';
import { type AnyObject, type ObjectSchema, ValidationError } from 'yup';
import type { AppServices } from '#application/app-services.ts';
import { toLegRequest } from '#application/checkout/leg-request.ts';
import { type FerryError, ferryRefusal } from '#application/ferry/ferry-network.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';
import type { LegRequestInput } from '#domain/validation/leg-request-schema.ts';
import { refusalAnswer } from '../../refusal-http.ts';
import { isBookingPost } from './agent-access.ts';
import { type Answer, send, validationResponse } from './api-responses.ts';
import { sendIdempotent } from './idempotent-answer.ts';
import { langOf, validate } from './read-request.ts';
import { userQuerySchema } from './request-schemas.ts';

/** What the booking API's routes share: how a route's work becomes an answer. */

export type FerryServices = AppServices['ferry'];
type RouteWork = (req: Request, lang: LocaleCode) => Promise<Answer>;

export interface BookingRouteKit {
  /** Runs a route's work: the common query checked, a 400 for bad input, an Idempotency-Key honoured. */
  handle(work: RouteWork): RequestHandler;
  /** A POST whose body `schema` checks, answered with `shape` of what `run` found. */
  post<B extends AnyObject, T>(
    schema: ObjectSchema<B>,
    run: (body: B, req: Request, lang: LocaleCode) => Promise<Result<T, FerryError>>,
    shape: (value: T) => unknown,
  ): RequestHandler;
}

export const answer = <T>(
  result: Result<T, FerryError>,
  lang: LocaleCode,
  shape: (value: T) => unknown,
): Answer =>
  result.ok ? { status: 200, body: shape(result.value) } : refusalAnswer(ferryRefusal(result.error), lang);

/** The booking session id (`uuid` header), when it is of a sane length. */
export const session = (req: Request) => {
  const id = req.get('uuid');
  return id && id.length <= 64 ? id : undefined;
};

/** The reseller a partner books for (`?user_id=`). */
export const userId = (req: Request) =>
  typeof req.query.user_id === 'string' && req.query.user_id !== '' ? req.query.user_id : undefined;

/** The domain schema checked each leg field by field: it is the wizard's leg request. */
export const legRequests = (legs: LegRequestInput[]) => legs.map((leg) => toLegRequest(leg));

/** An answer's body that is what the use case found, as it is. */
export const asFound = <T>(value: T) => value;

export function bookingRouteKit(services: FerryServices): BookingRouteKit {
  const handle = (work: RouteWork) => async (req: Request, res: Response) => {
    const lang = langOf(req);
    try {
      validate(userQuerySchema, req.query);
      if (req.method === 'POST' && isBookingPost(req.path) && req.get('Idempotency-Key')) {
        // Awaited here, so its validation failures are answered by the catch below.
        return await sendIdempotent(services.runIdempotently, req, res, lang, () => work(req, lang));
      }
      send(res, await work(req, lang));
    } catch (error) {
      if (error instanceof ValidationError) return send(res, validationResponse(error, lang));
      throw error;
    }
  };
  return {
    handle,
    post: (schema, run, shape) =>
      handle(async (req, lang) => answer(await run(validate(schema, req.body), req, lang), lang, shape)),
  };
}
