import type { Response } from 'express';
import type { RequestError, RequestErrorCode } from '#domain/errors/request-error.ts';
import type { Result } from '#domain/shared/result.ts';

export const STATUS_OF: Record<RequestErrorCode, number> = {
  invalidRequest: 400,
  unauthorized: 401,
  invalidCredentials: 401,
  forbidden: 403,
  accountNotActivated: 403,
  notFound: 404,
  conflict: 409,
  payloadTooLarge: 413,
  unsupportedMediaType: 415,
  tooManyRequests: 429,
};

/** Every API error has one shape: `{ error: { code, message, details? } }`. */
export function sendError(res: Response, error: RequestError): void {
  const status = STATUS_OF[error.code];
  if (error.retryAfterSeconds) res.set('Retry-After', String(error.retryAfterSeconds));
  if (status === 401) res.set('WWW-Authenticate', 'Bearer');
  res.status(status).json({
    error: { code: error.code, message: error.message, ...(error.details ? { details: error.details } : {}) },
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
