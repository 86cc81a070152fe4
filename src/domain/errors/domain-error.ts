import type { DomainErrorCode } from './domain-error-codes.ts';

/** A field that failed validation and the message key that explains why. */
export interface FieldError {
  path: string;
  key: string;
}

/** Plain data rather than an Error subclass: it is returned, serialized to the browser, never thrown. */
export interface DomainError {
  code: DomainErrorCode;
  fields: FieldError[];
}

export function domainError(code: DomainErrorCode, fields: FieldError[] = []): DomainError {
  return { code, fields };
}
