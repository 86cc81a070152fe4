import type { Response } from 'express';
import type { ValidationError } from 'yup';
import type { FerryError } from '#application/ferry/ferry-network.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { apiMessage } from './api-messages.ts';

export interface ApiFieldError {
  path: string;
  key: string;
  message: string;
}

export interface ApiErrorBody {
  error: { code: string; key: string; message: string; fields: ApiFieldError[] };
}

/** HTTP status and spec message key of each expected failure. */
const FAILURES: Record<FerryError['code'], { status: number; key: string }> = {
  invalidRequest: { status: 400, key: 'invalidRequest' },
  tripNotFound: { status: 404, key: 'noAvailabilityOnDate' },
  portNotFound: { status: 404, key: 'invalidPortCode' },
  companyNotFound: { status: 404, key: 'companyNotFound' },
  bookingNotFound: { status: 404, key: 'reservationNotFound' },
  noAvailability: { status: 409, key: 'noAvailabilityOnDate' },
  bookingExpired: { status: 409, key: 'unableToCompleteReservation' },
  invalidBookingState: { status: 409, key: 'reservationError' },
  invalidLoyaltyCard: { status: 422, key: 'invalidLoyaltyCard' },
  invalidResident: { status: 422, key: 'invalidResident' },
  upstreamUnavailable: { status: 503, key: 'upstreamUnavailable' },
};

export function errorBody(
  code: string,
  key: string,
  lang: LocaleCode,
  fields: ApiFieldError[] = [],
  detail?: string,
): ApiErrorBody {
  return {
    error: {
      code,
      key,
      message: detail ? `${apiMessage(key, lang)} (${detail})` : apiMessage(key, lang),
      fields,
    },
  };
}

export function failureResponse(error: FerryError, lang: LocaleCode): { status: number; body: ApiErrorBody } {
  const { status, key } = FAILURES[error.code];
  const fields =
    'path' in error && error.path ? [{ path: error.path, key: error.code, message: error.message }] : [];
  return { status, body: errorBody(error.code, key, lang, fields, error.message) };
}

/** yup's failures as field errors with localized sentences. */
export function validationResponse(
  error: ValidationError,
  lang: LocaleCode,
): { status: number; body: ApiErrorBody } {
  const failures = error.inner.length > 0 ? error.inner : [error];
  const fields = failures.map((failure) => {
    const key = /^[a-zA-Z]+$/.test(String(failure.message))
      ? String(failure.message)
      : failure.type === 'typeError'
        ? 'invalidNumber'
        : 'invalidRequest';
    return { path: failure.path ?? '', key, message: apiMessage(key, lang) };
  });
  return { status: 400, body: errorBody('invalidForm', 'invalidRequest', lang, fields) };
}

/** An answer of the booking API: its HTTP status, JSON body and any header it needs (a 401's challenge). */
export type Answer = { status: number; body: unknown; headers?: Record<string, string> };

export function send(res: Response, answer: Answer): void {
  if (answer.headers) res.set(answer.headers);
  res.status(answer.status).json(answer.body);
}
