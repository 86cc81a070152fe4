import { UpstreamFailure } from '#application/ports/ferry-inventory.ts';
import { CircuitBreaker } from './circuit-breaker.ts';

export interface HttpUpstreamOptions {
  /** The system's name in Kyma (its `agentName`). */
  name: string;
  /** Where its booking/ API lives, e.g. `https://partner.example/booking`. */
  baseUrl: string;
  /** Sent as `Authorization: Bearer …` when present. */
  token?: string;
  /** Sent with every call (a system that signs in by headers, as Liknoss does with its `agency-*` ones). */
  headers?: Record<string, string>;
  /** Added to every call's query (Kyma's booking/ contract takes `lang=en`); none when absent. */
  fixedQuery?: Record<string, string>;
  /** A whole `Authorization` header value (e.g. `Basic …`), for systems that do not take a Bearer token. */
  authorization?: string;
  /** How bodies are written and answers read; JSON (Kyma's booking/ contract) when absent. */
  wire?: UpstreamWire;
  /** Deadline of one attempt; the caller's signal may end the whole call sooner. */
  attemptTimeoutMs: number;
  /** Extra attempts of an idempotent call after a timeout, a network error or a 5xx. */
  retries: number;
  /** First backoff; doubles per retry, with full jitter. */
  backoffMs: number;
  breakerThreshold: number;
  breakerCoolDownMs: number;
  fetch?: typeof fetch;
  now?: () => number;
  random?: () => number;
}

/** A body format: the media type, how a request body is written and how an answer's text is read. */
export interface UpstreamWire {
  mediaType: string;
  write(body: unknown): string;
  /** Throws on text that is not of the format; the client reports it as a malformed answer. */
  read(text: string): unknown;
}

const JSON_WIRE: UpstreamWire = {
  mediaType: 'application/json',
  write: (body) => JSON.stringify(body),
  read: (text) => JSON.parse(text),
};

export interface UpstreamRequest {
  method: 'GET' | 'POST';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  /** Safe to send twice: only such calls are retried. */
  idempotent: boolean;
  signal?: AbortSignal;
  sessionId?: string;
  /** Counted by the background breaker, not the one the traveller's own calls pass (`CallOptions.background`). */
  background?: boolean;
  /** Headers of this call alone (e.g. the booking identifier a Liknoss optional booking names). */
  headers?: Record<string, string>;
}

/** An answer whose body is read (JSON unless the client has another wire); its meaning (2xx, or an expected 4xx error) is the caller's to read. */
export interface UpstreamAnswer {
  status: number;
  body: unknown;
}

class RetryableFailure extends Error {
  readonly failure: UpstreamFailure;
  constructor(failure: UpstreamFailure) {
    super(failure.message);
    this.failure = failure;
  }
}

/**
 * HTTP transport to one ferry system: per-attempt timeout, retries with backoff for idempotent calls only,
 * a circuit breaker, and reading the answer (JSON for Kyma's booking/ contract, another `wire` such as
 * FerryGateway's XML). Every infrastructure failure
 * comes out as an `UpstreamFailure`; 4xx answers with a JSON body are returned for the caller to map.
 */
export class HttpUpstreamClient {
  readonly breaker: CircuitBreaker;
  /** The connection search's extra questions' own budget (issue #47): a system that fails them stays open. */
  readonly backgroundBreaker: CircuitBreaker;
  readonly #options: HttpUpstreamOptions;
  readonly #fetch: typeof fetch;
  readonly #random: () => number;
  readonly #wire: UpstreamWire;

  constructor(options: HttpUpstreamOptions) {
    this.#options = { ...options, baseUrl: options.baseUrl.replace(/\/+$/, '') };
    this.#fetch = options.fetch ?? fetch;
    this.#random = options.random ?? Math.random;
    this.#wire = options.wire ?? JSON_WIRE;
    const breaker = () =>
      new CircuitBreaker({
        threshold: options.breakerThreshold,
        coolDownMs: options.breakerCoolDownMs,
        now: options.now,
      });
    this.breaker = breaker();
    this.backgroundBreaker = breaker();
  }

  /** The breaker that counts this request: the traveller's own, or the background questions'. */
  #breakerOf(request: UpstreamRequest): CircuitBreaker {
    return request.background ? this.backgroundBreaker : this.breaker;
  }

  /**
   * Sends the request and reads the answer with `read`, which validates it and throws an `UpstreamFailure`
   * ('malformedResponse') when it does not match the contract; such an answer counts against the breaker.
   * Any other failure `read` throws is an answer the upstream gave whole but the caller cannot use (an error
   * code Kyma does not know): it fails the call, yet the upstream answered, so the breaker counts a success.
   */
  async send<T>(request: UpstreamRequest, read: (answer: UpstreamAnswer) => T): Promise<T> {
    const attempts = request.idempotent ? 1 + Math.max(0, this.#options.retries) : 1;
    for (let attempt = 1; ; attempt++) {
      try {
        return this.#read(request, await this.#exchange(request), read);
      } catch (error) {
        if (!(error instanceof RetryableFailure)) throw error;
        if (attempt >= attempts) throw error.failure;
        await this.#backoff(attempt, request.signal);
      }
    }
  }

  /**
   * One attempt's request and its answer, read by the wire. What fails here (a timeout, a 5xx, the transport,
   * a body the wire cannot read) says the upstream is down, and counts against the breaker.
   */
  async #exchange(request: UpstreamRequest): Promise<UpstreamAnswer> {
    const name = this.#options.name;
    if (request.signal?.aborted) throw this.#aborted(request.signal);
    const breaker = this.#breakerOf(request);
    if (!breaker.tryAcquire())
      throw new UpstreamFailure(name, 'circuitOpen', 'circuit open after repeated failures');
    const timeout = AbortSignal.timeout(this.#options.attemptTimeoutMs);
    const signal = request.signal ? AbortSignal.any([request.signal, timeout]) : timeout;
    try {
      const response = await this.#fetch(this.#url(request), {
        method: request.method,
        headers: this.#headers(request),
        body: request.body === undefined ? undefined : this.#wire.write(request.body),
        signal,
        redirect: 'error',
      });
      const text = await response.text();
      if (response.status >= 500 || response.status === 429) {
        throw new RetryableFailure(
          new UpstreamFailure(name, 'unavailable', `HTTP ${response.status} from ${request.path}`),
        );
      }
      try {
        return { status: response.status, body: this.#wire.read(text) };
      } catch (cause) {
        throw new UpstreamFailure(
          name,
          'malformedResponse',
          `${request.path} answered no ${this.#wire.mediaType}`,
          { cause },
        );
      }
    } catch (error) {
      if (request.signal?.aborted) {
        breaker.release();
        throw this.#aborted(request.signal, error);
      }
      breaker.recordFailure();
      if (error instanceof RetryableFailure || error instanceof UpstreamFailure) throw error;
      if (timeout.aborted) {
        throw new RetryableFailure(
          new UpstreamFailure(name, 'timeout', `no answer within ${this.#options.attemptTimeoutMs} ms`, {
            cause: error,
          }),
        );
      }
      throw new RetryableFailure(
        new UpstreamFailure(name, 'unavailable', `${request.path}: ${(error as Error).message}`, {
          cause: error,
        }),
      );
    }
  }

  /** The caller's reading of an answer the wire could read, told to the breaker (see `send`). */
  #read<T>(request: UpstreamRequest, answer: UpstreamAnswer, read: (answer: UpstreamAnswer) => T): T {
    try {
      const value = read(answer);
      this.#breakerOf(request).recordSuccess();
      return value;
    } catch (error) {
      if (error instanceof UpstreamFailure && error.kind !== 'malformedResponse') {
        this.#breakerOf(request).recordSuccess();
        throw error;
      }
      this.#breakerOf(request).recordFailure();
      if (error instanceof UpstreamFailure) throw error;
      throw new RetryableFailure(
        new UpstreamFailure(
          this.#options.name,
          'unavailable',
          `${request.path}: ${(error as Error).message}`,
          {
            cause: error,
          },
        ),
      );
    }
  }

  #url(request: UpstreamRequest): string {
    const url = new URL(`${this.#options.baseUrl}${request.path}`);
    for (const [key, value] of Object.entries(this.#options.fixedQuery ?? {}))
      url.searchParams.set(key, value);
    for (const [key, value] of Object.entries(request.query ?? {}))
      if (value !== undefined) url.searchParams.set(key, value);
    return url.href;
  }

  #headers(request: UpstreamRequest): Record<string, string> {
    const headers: Record<string, string> = {
      ...this.#options.headers,
      ...request.headers,
      accept: this.#wire.mediaType,
    };
    if (request.body !== undefined) headers['content-type'] = this.#wire.mediaType;
    if (this.#options.token) headers.authorization = `Bearer ${this.#options.token}`;
    if (this.#options.authorization) headers.authorization = this.#options.authorization;
    if (request.sessionId) headers.uuid = request.sessionId;
    return headers;
  }

  #aborted(signal: AbortSignal, cause?: unknown): UpstreamFailure {
    return new UpstreamFailure(this.#options.name, 'aborted', 'the caller stopped waiting', {
      cause: cause ?? signal.reason,
    });
  }

  #backoff(attempt: number, signal: AbortSignal | undefined): Promise<void> {
    const ms = this.#random() * this.#options.backoffMs * 2 ** (attempt - 1);
    return new Promise((resolve, reject) => {
      if (signal?.aborted) return reject(this.#aborted(signal));
      const onAbort = () => {
        clearTimeout(timer);
        reject(this.#aborted(signal!));
      };
      const timer = setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });
  }
}
