import { type AnyObject, type Schema, ValidationError } from 'yup';
import { type FieldError, type FormRefusal, refusal } from '../errors/refusal.ts';
import type { RefusalCode } from '../errors/refusal-codes.ts';
import { err, ok, type Result } from '../shared/result.ts';

function fieldErrors(error: ValidationError): FieldError[] {
  const failures = error.inner.length > 0 ? error.inner : [error];
  return failures.map((failure) => ({ path: failure.path ?? '', key: String(failure.message) }));
}

/**
 * Runs a shared schema and turns its failures into a domain error value: `failure` is the form-level
 * message key (e.g. paymentFormUncompleted) and each field carries its own key. yup reports failures by
 * throwing its ValidationError; its own transforms (trim, lowercase) throw a TypeError on a value of the
 * wrong JSON type (an object where text belongs), which is bad input too and is named field by field by a
 * strict run. Anything else is a bug and keeps propagating.
 */
export function validateWith<T>(
  schema: Schema<T>,
  value: unknown,
  failure: RefusalCode,
  context?: AnyObject,
): Result<T, FormRefusal> {
  try {
    return ok(schema.validateSync(value, { abortEarly: false, context }));
  } catch (error) {
    if (ValidationError.isError(error)) return err(refusal(failure, fieldErrors(error)));
    const strict = error instanceof TypeError ? strictFailure(schema, value, context) : undefined;
    if (strict) return err(refusal(failure, fieldErrors(strict)));
    throw error;
  }
}

/** Without transforms (strict) yup names the field of the wrong type; a bug in a test still throws there. */
function strictFailure(
  schema: Schema<unknown>,
  value: unknown,
  context?: AnyObject,
): ValidationError | undefined {
  try {
    schema.validateSync(value, { abortEarly: false, context, strict: true });
  } catch (error) {
    if (ValidationError.isError(error)) return error;
  }
  return undefined;
}
