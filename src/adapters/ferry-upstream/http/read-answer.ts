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

/** Where an answer came from, for the failure's message. */
export interface AnswerSource {
  readonly agentName: string;
  readonly path: string;
}

/**
 * How one protocol words an expected failure: its 4xx body as the port's error. A failure that is not the
 * traveller's (an unknown code, a severe error) is thrown as an `UpstreamFailure` instead.
 */
export type RefusalReader = (body: unknown, status: number, source: AnswerSource) => InventoryError;

/** A 2xx answer checked against its schema; a 4xx read by the protocol's refusal reader; anything else fails. */
export function readAnswer<T>(
  answer: UpstreamAnswer,
  schema: Schema<T>,
  source: AnswerSource,
  refusal: RefusalReader,
): Result<T, InventoryError> {
  const { agentName, path } = source;
  if (answer.status >= 200 && answer.status < 300) return ok(checked(schema, answer.body, agentName, path));
  if (answer.status < 400 || answer.status >= 500)
    throw new UpstreamFailure(agentName, 'malformedResponse', `${path}: unexpected HTTP ${answer.status}`);
  return err(refusal(answer.body, answer.status, source));
}

/** The booking API's refusal: the contract's error body (`invalidForm` is its name for an invalid request). */
const bookingApiRefusal: RefusalReader = (body, status, { agentName, path }) => {
  const { error } = checked(FERRY_ANSWERS.error, body, agentName, `${path} (HTTP ${status})`);
  const field = error.fields[0]?.path;
  const where = field ? { path: field } : {};
  if (error.code === 'invalidForm') return { code: 'invalidRequest', message: error.message, ...where };
  if ((INVENTORY_ERROR_CODES as readonly string[]).includes(error.code))
    return { code: error.code as InventoryErrorCode, message: error.message, ...where };
  throw new UpstreamFailure(agentName, 'unavailable', `${path}: HTTP ${status} ${error.code}`);
};

/** The booking API's protocol for `UpstreamCalls`. */
export const BOOKING_API_PROTOCOL = { refusal: bookingApiRefusal, carriesSession: true } as const;
