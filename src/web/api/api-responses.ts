import type { RequestError } from '#application/errors/request-error.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Result } from '#domain/shared/result.ts';
import { refusalStatus } from '../refusal-http.ts';
import { apiMessage } from './booking/api-messages.ts';
import type { Answer } from './endpoint/answer.ts';

/**
 * Every `/api` error has one shape: `{ error: { code, message, key?, details? } }`. An error with a message
 * key is answered in the caller's language; the others keep their English technical message.
 */
export function requestErrorAnswer(error: RequestError, lang: LocaleCode): Answer {
  const status = refusalStatus(error.code);
  const headers: Record<string, string> = {
    ...(error.retryAfterSeconds ? { 'Retry-After': String(error.retryAfterSeconds) } : {}),
    ...(status === 401 ? { 'WWW-Authenticate': 'Bearer' } : {}),
  };
  const message = error.key ? apiMessage(error.key, lang, error.values) : error.message;
  const body = {
    error: {
      code: error.code,
      message,
      ...(error.key ? { key: error.key } : {}),
      ...(error.details ? { details: error.details } : {}),
    },
  };
  return { status, body, headers };
}

/** A use case's result as the answer: its value (through `view`) with `status`, or its error. */
export function resultAnswer<T>(
  result: Result<T, RequestError>,
  lang: LocaleCode,
  status = 200,
  view?: (value: T) => unknown,
): Answer {
  if (!result.ok) return requestErrorAnswer(result.error, lang);
  return { status, body: status === 204 ? undefined : view ? view(result.value) : result.value };
}

/** A documented refusal of `/api`: the shared Error shape; the status says which kind. */
export const ERROR = {
  description: 'Refused; `error.code` says which kind, `error.message` why',
  error: true,
} as const;
