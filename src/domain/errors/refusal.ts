import type { RefusalCode } from './refusal-codes.ts';

/** A field that was refused and the message key that says why. */
export interface FieldError {
  path: string;
  key: string;
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
