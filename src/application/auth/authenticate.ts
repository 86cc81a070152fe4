import type { Principal } from '#domain/auth/principal.ts';
import type { RequestError } from '#domain/errors/request-error.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { AuthDeps } from './auth-deps.ts';
import { bearerToken, principalOf, unauthorized } from './auth-helpers.ts';

/**
 * Who sent a request: no Authorization header means anonymous (null); a header whose token is forged,
 * expired, of another purpose, or older than the last password change is refused outright.
 */
export class Authenticate {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    authorization: string | undefined;
  }): Promise<Result<Principal | null, RequestError>> {
    if (input.authorization === undefined || input.authorization === '') return ok(null);
    const token = bearerToken(input.authorization);
    if (!token) return unauthorized('the Authorization header must be "Bearer <token>"');
    const claims = await this.#deps.tokens.verify(token, 'access');
    if (!claims) return unauthorized('the access token is invalid or expired');
    const user = await this.#deps.users.findById(claims.sub);
    if (!user?.active || user.tokenVersion !== claims.ver)
      return unauthorized('the access token is no longer valid');
    return ok(principalOf(user));
  }
}
