import { type Schema, ValidationError } from 'yup';
import {
  HttpUpstreamClient,
  type HttpUpstreamOptions,
} from '#adapters/ferry-upstream/http/http-upstream-client.ts';
import {
  type CallOptions,
  type InventoryError,
  UpstreamFailure,
} from '#application/ports/ferry-inventory.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { answerEnvelope } from './fgw-answers.ts';
import { MESSAGE_CODES } from './fgw-terms.ts';
import { FGW_WIRE, writeMessage } from './fgw-xml.ts';

export interface FerryGatewayClientOptions
  extends Omit<HttpUpstreamOptions, 'token' | 'authorization' | 'wire'> {
  clientId: string;
  clientSecret: string;
  /** `Context/@AgentAccountNumber`: the agent account the operator knows Kyma by (the client id by default). */
  agentAccount?: string;
}

/** The messages Kyma sends; each is posted to `<base URL>/<name>` as `<nameRequest>`, answered `<nameResponse>`. */
export type FgwMessage =
  | 'GetRoutes'
  | 'GetSailings'
  | 'GetServices'
  | 'GetPrice'
  | 'Reservation'
  | 'ConfirmReservation'
  | 'RecallBooking'
  | 'GetCancelCharge'
  | 'CancelBooking';

/** Messages safe to send twice: only these are retried (a Reservation or a CancelBooking never is). */
const READS = new Set<FgwMessage>([
  'GetRoutes',
  'GetSailings',
  'GetServices',
  'GetPrice',
  'RecallBooking',
  'GetCancelCharge',
]);

/**
 * FerryGateway 1.3.1 over HTTP: XML messages on the HTTP upstream client (its deadlines, retries of reads
 * only and circuit breaker), Basic authentication with the client id and secret, the Context every request
 * carries, and every answer checked against its schema before Kyma reads it.
 */
export class FerryGatewayClient {
  readonly agentName: string;
  readonly http: HttpUpstreamClient;
  readonly #agentAccount: string;
  readonly #now: () => number;

  constructor(options: FerryGatewayClientOptions) {
    const { clientId, clientSecret, agentAccount, ...http } = options;
    this.agentName = options.name;
    this.#agentAccount = agentAccount ?? clientId;
    this.#now = options.now ?? Date.now;
    this.http = new HttpUpstreamClient({
      ...http,
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      wire: FGW_WIRE,
    });
  }

  /** The Context element of a request: who asks, when, in euros, in English. */
  context(): Record<string, string> {
    return {
      '@_AgentAccountNumber': this.#agentAccount,
      '@_TimeStamp': new Date(this.#now()).toISOString(),
      '@_Currency': 'EUR',
      '@_LanguagePrefCode': 'en',
      '@_OriginatingSystem': 'Kyma',
    };
  }

  /**
   * Sends one message and reads its answer: an error `Message` Kyma knows is the port's Result error, any
   * other is the upstream's failure; an answer that does not match `schema` (or is not in euros) is malformed.
   */
  async send<T>(
    message: FgwMessage,
    content: Record<string, unknown>,
    schema: Schema<T>,
    options?: CallOptions,
  ): Promise<Result<T, InventoryError>> {
    const body = writeMessage(`${message}Request`, { Context: this.context(), ...content });
    return this.http.send(
      {
        method: 'POST',
        path: `/${message}`,
        body,
        idempotent: READS.has(message),
        signal: options?.signal,
        background: options?.background,
      },
      (answer) => this.#read(message, answer.status, answer.body, schema),
    );
  }

  #read<T>(message: FgwMessage, status: number, body: unknown, schema: Schema<T>): Result<T, InventoryError> {
    const root = (body as Record<string, unknown> | null)?.[`${message}Response`];
    if (status < 200 || status >= 300 || typeof root !== 'object' || root === null)
      throw this.#malformed(message, `HTTP ${status} without a ${message}Response`);
    const envelope = this.#checked(message, answerEnvelope, root);
    const failure = envelope.Messages?.Message.find(
      (m) => m['@_Severity'] === 'Fatal' || m['@_Severity'] === 'Recoverable',
    );
    if (failure) {
      const code = MESSAGE_CODES[failure['@_Code']];
      if (!code) throw new UpstreamFailure(this.agentName, 'unavailable', `${message}: ${failure['@_Code']}`);
      return err({ code, message: failure['@_Description'] });
    }
    if (envelope.Context['@_Currency'] !== 'EUR')
      throw this.#malformed(message, `prices in ${envelope.Context['@_Currency']}, not EUR`);
    return ok(this.#checked(message, schema, root));
  }

  #checked<T>(message: FgwMessage, schema: Schema<T>, value: unknown): T {
    try {
      return schema.validateSync(value, { abortEarly: true }) as T;
    } catch (error) {
      if (!(error instanceof ValidationError)) throw error;
      throw this.#malformed(message, error.message, error);
    }
  }

  #malformed(message: FgwMessage, what: string, cause?: unknown): UpstreamFailure {
    return new UpstreamFailure(this.agentName, 'malformedResponse', `${message}: ${what}`, { cause });
  }
}
