import type { Request } from 'express';
import type { Schema } from 'yup';
import type { AppServices } from '#application/app-services.ts';
import { toLegRequest } from '#application/checkout/leg-request.ts';
import { type FerryError, ferryRefusal } from '#application/ferry/ferry-network.ts';
import type { Result } from '#domain/shared/result.ts';
import type { LegRequestInput } from '#domain/validation/leg-request-schema.ts';
import { endpointOf, type Reply, type ResponseSpec } from '../endpoint/endpoint.ts';
import type { BookingApiLimits } from './booking-callers.ts';

/** What the booking API's endpoints share: their services, request helpers and documented answers. */

export type FerryServices = AppServices['ferry'];

export interface BookingApiDeps {
  ferry: FerryServices;
  limits: BookingApiLimits;
}

/** Declares a booking/ endpoint. */
export const bookingEndpoint = endpointOf<BookingApiDeps>();

/** A use case's result as an answer: 200 with `shape` of what it found, else its refusal. */
export const found = <T>(result: Result<T, FerryError>, shape: (value: T) => unknown): Reply =>
  result.ok ? { status: 200, body: shape(result.value) } : { refused: ferryRefusal(result.error) };

/** The booking session id (`uuid` header), when it is of a sane length. */
export const session = (req: Request) => {
  const id = req.get('uuid');
  return id && id.length <= 64 ? id : undefined;
};

/** The reseller a partner books for (`?user_id=`), '' being none. */
export const resellerOf = (query: { user_id?: string }) => query.user_id || undefined;

/** The domain schema checked each leg field by field: it is the wizard's leg request. */
export const legRequests = (legs: LegRequestInput[]) => legs.map((leg) => toLegRequest(leg));

/** An answer's body that is what the use case found, as it is. */
export const asFound = <T>(value: T) => value;

const error = (description: string): ResponseSpec => ({ description, error: true });

/** Every booking endpoint's 200 and the refusals any of them may answer. */
export const bookingAnswers = (answer: Schema): Record<number, ResponseSpec> => ({
  200: { description: 'OK', answer },
  400: error('Invalid request: field-level errors, localized by `lang`'),
  404: error('Not found'),
  409: error('No availability, expired hold or wrong booking state'),
  422: error('Refused card or number, or an Idempotency-Key reused with another body'),
  503: error('No upstream system answered'),
});

/** The answers of an endpoint only agents and staff may call. */
export const agentAnswers = (answer: Schema): Record<number, ResponseSpec> => ({
  ...bookingAnswers(answer),
  401: error('No bearer token, or one that does not verify'),
  403: error('A bearer token without the agent permission'),
});
