import type { Schema } from 'yup';
import {
  type CallOptions,
  type InventoryError,
  UpstreamFailure,
} from '#application/ports/ferry-inventory.ts';
import type { Result } from '#domain/shared/result.ts';
import type { HttpUpstreamClient, UpstreamRequest } from './http-upstream-client.ts';
import { type RefusalReader, readAnswer } from './read-answer.ts';

/** What differs between the JSON protocols Kyma speaks: how a refusal is worded, whether a session rides along. */
export interface UpstreamProtocol {
  readonly refusal: RefusalReader;
  /** The booking API keeps a search's session (`uuid` header); Liknoss has none. */
  readonly carriesSession: boolean;
}

/** Calls to one upstream account, every answer read against its schema before Kyma uses it. */
export class UpstreamCalls {
  readonly #client: HttpUpstreamClient;
  readonly #agentName: string;
  readonly #protocol: UpstreamProtocol;

  constructor(client: HttpUpstreamClient, agentName: string, protocol: UpstreamProtocol) {
    this.#client = client;
    this.#agentName = agentName;
    this.#protocol = protocol;
  }

  /** A call whose expected failures (a 4xx with the protocol's error body) come back as the port's errors. */
  call<T>(
    request: Omit<UpstreamRequest, 'signal' | 'sessionId'>,
    schema: Schema<T>,
    options?: CallOptions,
  ): Promise<Result<T, InventoryError>> {
    const sessionId = this.#protocol.carriesSession ? options?.sessionId : undefined;
    const { signal, background } = options ?? {};
    return this.#client.send({ ...request, signal, background, sessionId }, (answer) =>
      readAnswer(answer, schema, { agentName: this.#agentName, path: request.path }, this.#protocol.refusal),
    );
  }

  /** A read with no expected failure: anything but a 2xx is the system's trouble. Retried; POST when it has a body. */
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
}
