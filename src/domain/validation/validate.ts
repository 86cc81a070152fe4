import { type AnyObject, type Schema, ValidationError } from 'yup';
import { type DomainError, domainError, type FieldError } from '../errors/domain-error.ts';
import type { DomainErrorCode } from '../errors/domain-error-codes.ts';
import { err, ok, type Result } from '../shared/result.ts';

function fieldErrors(error: ValidationError): FieldError[] {
  const failures = error.inner.length > 0 ? error.inner : [error];
  return failures.map((failure) => ({ path: failure.path ?? '', key: String(failure.message) }));
}

/**
 * Runs a shared schema and turns its failures into a domain error value: `failure` is the form-level
 * message key (e.g. paymentFormUncompleted) and each field carries its own key. yup reports failures by
 * throwing; only its ValidationError is caught, anything else is a bug and keeps propagating.
 */
export function validateWith<T>(
  schema: Schema<T>,
  value: unknown,
  failure: DomainErrorCode,
  context?: AnyObject,
): Result<T, DomainError> {
  try {
    return ok(schema.validateSync(value, { abortEarly: false, context }));
  } catch (error) {
    if (ValidationError.isError(error)) return err(domainError(failure, fieldErrors(error)));
    throw error;
  }
}
