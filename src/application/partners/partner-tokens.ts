import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import {
  PARTNER_SCOPES,
  PARTNER_TOKEN_NAME_MAX,
  PARTNER_TOKEN_PREFIX,
  type PartnerScope,
  type PartnerToken,
} from '#domain/partners/partner-scopes.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { PartnerTokenRepository } from '../ports/partner-token-repository.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';

export interface PartnerTokensDeps {
  tokens: PartnerTokenRepository;
  secrets: SecretTokens;
  ids: IdGenerator;
  clock: Clock;
}

/** A token just made: the token itself, shown this once, beside what the list shows of it. */
export interface MadeToken {
  token: string;
  made: PartnerToken;
}

const known = (scope: string): scope is PartnerScope => (PARTNER_SCOPES as readonly string[]).includes(scope);

/**
 * A partner's own API tokens (issue #52, decision 0128): made with a name and scopes, listed without the
 * token, revoked. The token is stored as its digest only, so it is shown once, when made.
 */
export class PartnerTokens {
  readonly #deps: PartnerTokensDeps;
  constructor(deps: PartnerTokensDeps) {
    this.#deps = deps;
  }

  async create(input: {
    userId: number;
    name: string;
    scopes: string[];
  }): Promise<Result<MadeToken, Refusal>> {
    const name = input.name.trim();
    if (!name || name.length > PARTNER_TOKEN_NAME_MAX)
      return err(fieldRefusal('invalidRequest', 'name', name ? m.invalidValue : m.fieldRequired));
    const scopes = PARTNER_SCOPES.filter((scope) => input.scopes.includes(scope));
    if (scopes.length === 0 || !input.scopes.every(known))
      return err(fieldRefusal('invalidRequest', 'scopes', m.invalidValue));
    const { secrets, ids, clock } = this.#deps;
    const token = `${PARTNER_TOKEN_PREFIX}${secrets.create()}`;
    const at = clock.now();
    const made = { id: ids.next(), name, scopes, lastFour: token.slice(-4) };
    await this.#deps.tokens.add({ ...made, userId: input.userId, hash: secrets.hash(token), at });
    return ok({
      token,
      made: { ...made, createdAt: at.toISOString(), lastUsedAt: null, revokedAt: null },
    });
  }

  list(input: { userId: number }): Promise<PartnerToken[]> {
    return this.#deps.tokens.listOf(input.userId);
  }

  async revoke(input: { userId: number; id: string }): Promise<Result<true, Refusal>> {
    const revoked = await this.#deps.tokens.revoke({ ...input, at: this.#deps.clock.now() });
    return revoked ? ok(true) : err({ code: 'notFound' });
  }

  /** Who holds a token and what it may do; null for a token unknown or revoked. */
  holderOf(token: string): Promise<{ userId: number; scopes: PartnerScope[] } | null> {
    return this.#deps.tokens.holderOf(this.#deps.secrets.hash(token), this.#deps.clock.now());
  }
}
