import { type Schema, ValidationError } from 'yup';
import {
  INVENTORY_ERROR_CODES,
  type InventoryError,
  type InventoryErrorCode,
  UpstreamFailure,
} from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import type { UpstreamAnswer } from './http-upstream-client.ts';

/** The answer if it matches the schema (unknown fields dropped); otherwise a 'malformedResponse' failure. */
export function checked<T>(schema: Schema<T>, body: unknown, agentName: string, what: string): T {
  try {
    schema.validateSync(body, { strict: true, abortEarly: true });
    return schema.cast(body, { stripUnknown: true, assert: false }) as T;
  } catch (error) {
    if (!(error instanceof ValidationError)) throw error;
    throw new UpstreamFailure(agentName, 'malformedResponse', `${what}: ${error.message}`, {
      cause: error,
    });
  }
}

/**
 * A 2xx answer checked against its schema; a 4xx with the contract's error body as the port's Result error
 * (`invalidForm` is the contract's name for an invalid request); anything else is the upstream's failure.
 */
export function readAnswer<T>(
  answer: UpstreamAnswer,
  schema: Schema<T>,
  agentName: string,
  path: string,
): Result<T, InventoryError> {
  if (answer.status >= 200 && answer.status < 300) return ok(checked(schema, answer.body, agentName, path));
  if (answer.status < 400 || answer.status >= 500)
    throw new UpstreamFailure(agentName, 'malformedResponse', `${path}: unexpected HTTP ${answer.status}`);
  const { error } = checked(FERRY_ANSWERS.error, answer.body, agentName, `${path} (HTTP ${answer.status})`);
  const field = error.fields[0]?.path;
  if (error.code === 'invalidForm')
    return err({ code: 'invalidRequest', message: error.message, ...(field ? { path: field } : {}) });
  if ((INVENTORY_ERROR_CODES as readonly string[]).includes(error.code))
    return err({
      code: error.code as InventoryErrorCode,
      message: error.message,
      ...(field ? { path: field } : {}),
    });
  throw new UpstreamFailure(agentName, 'unavailable', `${path}: HTTP ${answer.status} ${error.code}`);
}
