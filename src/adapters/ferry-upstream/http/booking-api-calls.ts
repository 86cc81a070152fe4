import type { Schema } from 'yup';
import {
  type CallOptions,
  type InventoryError,
  UpstreamFailure,
} from '#application/ports/ferry-inventory.ts';
import type { Result } from '#domain/shared/result.ts';
import type { HttpUpstreamClient, UpstreamRequest } from './http-upstream-client.ts';
import { readAnswer } from './read-answer.ts';

/** Calls to one upstream's booking API, each answer read against the contract's schema. */
export class BookingApiCalls {
  readonly #client: HttpUpstreamClient;
  readonly #agentName: string;

  constructor(client: HttpUpstreamClient, agentName: string) {
    this.#client = client;
    this.#agentName = agentName;
  }

  /** A call whose expected failures are answers (4xx with the contract's error body). */
  call<T>(
    request: Omit<UpstreamRequest, 'signal' | 'sessionId'>,
    schema: Schema<T>,
    options?: CallOptions,
  ): Promise<Result<T, InventoryError>> {
    return this.#client.send(
      { ...request, signal: options?.signal, sessionId: options?.sessionId },
      (answer) => readAnswer(answer, schema, this.#agentName, request.path),
    );
  }

  /** A query with no expected failures: anything but a 200 is the upstream's trouble. */
  async query<T>(
    method: 'GET' | 'POST',
    path: string,
    body: unknown,
    schema: Schema<T>,
    options?: CallOptions,
    query?: Record<string, string>,
  ): Promise<T> {
    const answer = await this.call({ method, path, body, query, idempotent: true }, schema, options);
    if (answer.ok) return answer.value;
    throw new UpstreamFailure(
      this.#agentName,
      'unavailable',
      `${path} refused the query: ${answer.error.message}`,
    );
  }
}
