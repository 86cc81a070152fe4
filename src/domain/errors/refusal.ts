import type { RefusalCode } from './refusal-codes.ts';

/** A field that was refused, the message key that says why and that message's placeholders. */
export interface FieldError {
  path: string;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Why a use case or a driver refused, as plain data (decision 0052): returned, never thrown, serialized as it
 * is. `code` is the message key that words it, `fields` the fields at fault with their own keys, `values`
 * the message's placeholders. Words and HTTP statuses are the web's (`src/web/refusal-http.ts`).
 */
export interface Refusal<C extends RefusalCode = RefusalCode> {
  code: C;
  fields?: FieldError[];
  values?: Record<string, string | number>;
  /** Never a sentence: the web words the code in the caller's language. */
  message?: never;
}

/** A form's refusal: the fields at fault are always named (none when the form as a whole was refused). */
export type FormRefusal<C extends RefusalCode = RefusalCode> = Refusal<C> & { fields: FieldError[] };

export function refusal<C extends RefusalCode>(code: C, fields: FieldError[] = []): FormRefusal<C> {
  return { code, fields };
}

/** A refusal naming the one field at fault (a query parameter, a body field, a path inside either). */
export function fieldRefusal<C extends RefusalCode>(
  code: C,
  path: string,
  key: string,
  values?: Record<string, string | number>,
): FormRefusal<C> {
  return { code, fields: [values ? { path, key, values } : { path, key }] };
}

/** Too many requests: the refusal carries when to try again, which the web sends as Retry-After. */
export type RetryLater = Refusal<'tooManyRequests'> & { retryAfterSeconds: number };

export const retryLater = (retryAfterSeconds: number): RetryLater => ({
  code: 'tooManyRequests',
  retryAfterSeconds,
});
