import type { Schema } from 'yup';
import {
  type CallOptions,
  type InventoryError,
  type InventoryErrorCode,
  UpstreamFailure,
} from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type {
  HttpUpstreamClient,
  UpstreamAnswer,
  UpstreamRequest,
} from '../ferry-upstream/http/http-upstream-client.ts';
import { checked } from '../ferry-upstream/http/read-answer.ts';
import { LIKNOSS_ANSWERS } from './liknoss-schemas.ts';

/**
 * Liknoss's error codes (`{code, message, severeError}`) as the port's expected failures (decision 0077).
 * Any other code, or a severe error, is the system's trouble, not the traveller's.
 */
const LIKNOSS_ERRORS: Record<string, InventoryErrorCode> = {
  INVALID_REQUEST: 'invalidRequest',
  TRIP_NOT_FOUND: 'tripNotFound',
  NO_AVAILABILITY: 'noAvailability',
  BOOKING_NOT_FOUND: 'bookingNotFound',
  OPTION_EXPIRED: 'bookingExpired',
  INVALID_BOOKING_STATUS: 'invalidBookingState',
  COMPANY_NOT_FOUND: 'companyNotFound',
};

/** Calls to one Liknoss account; every answer is read against its schema before Kyma uses it. */
export class LiknossCalls {
  readonly #client: HttpUpstreamClient;
  readonly #agentName: string;

  constructor(client: HttpUpstreamClient, agentName: string) {
    this.#client = client;
    this.#agentName = agentName;
  }

  /** A call whose expected failures (a 4xx with Liknoss's error body) come back as the port's errors. */
  call<T>(
    request: Omit<UpstreamRequest, 'signal' | 'sessionId'>,
    schema: Schema<T>,
    options?: CallOptions,
  ): Promise<Result<T, InventoryError>> {
    return this.#client.send({ ...request, signal: options?.signal }, (answer) =>
      this.#read(answer, schema, request.path),
    );
  }

  /** A read with no expected failure: anything but a 2xx is the system's trouble. Retried. */
  async query<T>(
    path: string,
    schema: Schema<T>,
    options?: CallOptions,
    input?: { body?: unknown; query?: Record<string, string> },
  ): Promise<T> {
    const method = input?.body === undefined ? 'GET' : 'POST';
    const answer = await this.call({ method, path, ...input, idempotent: true }, schema, options);
    if (answer.ok) return answer.value;
    throw new UpstreamFailure(this.#agentName, 'unavailable', `${path} refused: ${answer.error.message}`);
  }

  #read<T>(answer: UpstreamAnswer, schema: Schema<T>, path: string): Result<T, InventoryError> {
    const name = this.#agentName;
    if (answer.status >= 200 && answer.status < 300) return ok(checked(schema, answer.body, name, path));
    if (answer.status < 400 || answer.status >= 500)
      throw new UpstreamFailure(name, 'malformedResponse', `${path}: unexpected HTTP ${answer.status}`);
    const error = checked(LIKNOSS_ANSWERS.error, answer.body, name, `${path} (HTTP ${answer.status})`);
    const code = LIKNOSS_ERRORS[error.code];
    if (!code || error.severeError)
      throw new UpstreamFailure(name, 'unavailable', `${path}: ${error.code} ${error.message}`);
    return err({ code, message: error.message });
  }
}
