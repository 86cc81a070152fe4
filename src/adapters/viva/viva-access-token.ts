import * as yup from 'yup';
import { basicAuth, callViva } from './viva-http.ts';

const tokenSchema = yup.object({
  access_token: yup.string().strict().required(),
  expires_in: yup.number().strict().integer().positive().required(),
});

/** Tokens are renewed this long before Viva says they expire, so none lapses in flight. */
const RENEW_BEFORE_MS = 60_000;

export interface VivaAccessTokenDeps {
  accountsUrl: string;
  clientId: string;
  clientSecret: string;
  timeoutMs: number;
  now: () => number;
}

/**
 * Viva's OAuth2 client-credentials token (Smart Checkout credentials), cached until shortly before it
 * expires. Concurrent callers share one request for a new token.
 */
export class VivaAccessToken {
  readonly #deps: VivaAccessTokenDeps;
  #cached: { token: string; renewAt: number } | undefined;
  #pending: Promise<string> | undefined;

  constructor(deps: VivaAccessTokenDeps) {
    this.#deps = deps;
  }

  async get(): Promise<string> {
    if (this.#cached && this.#deps.now() < this.#cached.renewAt) return this.#cached.token;
    this.#pending ??= this.#request().finally(() => {
      this.#pending = undefined;
    });
    return this.#pending;
  }

  /** Viva refused the token (revoked, or expired early): the next call asks for a new one. */
  forget(): void {
    this.#cached = undefined;
  }

  async #request(): Promise<string> {
    const answer = await callViva(
      `${this.#deps.accountsUrl}/connect/token`,
      {
        method: 'POST',
        headers: {
          Authorization: basicAuth(this.#deps.clientId, this.#deps.clientSecret),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'grant_type=client_credentials',
      },
      this.#deps.timeoutMs,
    );
    if (answer.status !== 200) throw new Error(`Viva refused the access token request (${answer.status})`);
    const token = tokenSchema.validateSync(answer.body);
    this.#cached = {
      token: token.access_token,
      renewAt: this.#deps.now() + token.expires_in * 1000 - RENEW_BEFORE_MS,
    };
    return token.access_token;
  }
}
