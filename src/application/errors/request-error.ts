import type { RefusalCode } from '#domain/errors/refusal-codes.ts';

/**
 * Why a request to the content, auth or file API was refused. Plain data like Refusal: returned, never
 * thrown; the web layer maps the code to an HTTP status through the one refusal table (decision 0052) and
 * passes the message on, so a client always learns what was wrong with its request.
 */
export type RequestErrorCode = Extract<
  RefusalCode,
  | 'invalidRequest'
  | 'unauthorized'
  | 'forbidden'
  | 'notFound'
  | 'conflict'
  | 'tooManyRequests'
  | 'payloadTooLarge'
  | 'unsupportedMediaType'
  | 'accountNotActivated'
  | 'invalidCredentials'
>;

export interface RequestError {
  code: RequestErrorCode;
  message: string;
  details?: string[];
  retryAfterSeconds?: number;
  /** A message key of the site's ICU messages: the web layer then answers in the caller's language. */
  key?: string;
  /** Values of the key's placeholders, e.g. the field a message names. */
  values?: Record<string, string | number>;
}

export function requestError(code: RequestErrorCode, message: string, details?: string[]): RequestError {
  return details && details.length > 0 ? { code, message, details } : { code, message };
}

export const invalidRequest = (message: string, details?: string[]) =>
  requestError('invalidRequest', message, details);

/** An error the API answers in the caller's language: `message` stays the English fallback. */
export function localizedError(
  code: RequestErrorCode,
  key: string,
  message: string,
  options: { values?: Record<string, string | number>; details?: string[] } = {},
): RequestError {
  return {
    ...requestError(code, message, options.details),
    key,
    ...(options.values ? { values: options.values } : {}),
  };
}
