import type { Request, Response } from 'express';
import type { RequestError } from '#application/errors/request-error.ts';
import { isLocaleCode, LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';
import { refusalStatus } from '../refusal-http.ts';
import { apiMessage } from './booking/api-messages.ts';

/** The caller's language: `?lang=`, else the best of Accept-Language, else Greek (the site's default). */
function callerLocale(req: Request | undefined): LocaleCode {
  const lang = req?.query?.lang;
  if (typeof lang === 'string' && isLocaleCode(lang)) return lang;
  const accepted = req?.headers['accept-language'] ? req.acceptsLanguages(...LOCALE_CODES) : false;
  return typeof accepted === 'string' && isLocaleCode(accepted) ? accepted : 'el';
}

/**
 * Every API error has one shape: `{ error: { code, message, key?, details? } }`. An error with a message
 * key is answered in the caller's language; the others keep their English technical message.
 */
export function sendError(res: Response, error: RequestError): void {
  const status = refusalStatus(error.code);
  if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
  if (status === 401) res.set('WWW-Authenticate', 'Bearer');
  const message = error.key ? apiMessage(error.key, callerLocale(res.req), error.values) : error.message;
  res.status(status).json({
    error: {
      code: error.code,
      message,
      ...(error.key ? { key: error.key } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  });
}

export function sendResult<T>(
  res: Response,
  result: Result<T, RequestError>,
  status = 200,
  view?: (value: T) => unknown,
) {
  if (!result.ok) {
    sendError(res, result.error);
    return;
  }
  if (status === 204) res.status(204).end();
  else res.status(status).json(view ? view(result.value) : result.value);
}
