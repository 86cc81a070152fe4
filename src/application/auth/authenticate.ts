import type { Principal } from '#domain/auth/principal.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { isPartnerToken } from '#domain/partners/partner-scopes.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { AuthDeps } from './auth-deps.ts';
import { principalOf, unauthorized } from './auth-helpers.ts';

/**
 * Who sent a request: no access token means anonymous (null); a token that is forged, expired, of another
 * purpose, or older than the last password change is refused outright; so is a partner token revoked.
 */
export class Authenticate {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: { token: string | undefined }): Promise<Result<Principal | null, Refusal>> {
    if (input.token === undefined) return ok(null);
    if (isPartnerToken(input.token)) return this.#partner(input.token);
    const claims = await this.#deps.tokens.verify(input.token, 'access');
    if (!claims) return unauthorized;
    const user = await this.#deps.users.findById(claims.sub);
    if (!user?.active || user.tokenVersion !== claims.ver) return unauthorized;
    return ok(principalOf(user));
  }

  /** A partner's API token: its holder, while the token is not revoked and the account is active. */
  async #partner(token: string): Promise<Result<Principal | null, Refusal>> {
    const { partnerTokens, secrets, users, clock } = this.#deps;
    const holder = await partnerTokens?.holderOf(secrets.hash(token), clock.now());
    const user = holder && (await users.findById(holder.userId));
    return user?.active ? ok(principalOf(user)) : unauthorized;
  }
}
