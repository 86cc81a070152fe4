import type { Principal } from '#domain/auth/principal.ts';
import type { RequestError } from '#domain/errors/request-error.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { AuthDeps } from './auth-deps.ts';
import { bearerToken, principalOf, unauthorized } from './auth-helpers.ts';

/** `PATCH auth/activate-account` with the e-mailed token as bearer; activating twice is fine. */
export class ActivateAccount {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: { authorization: string | undefined }): Promise<Result<Principal, RequestError>> {
    const deps = this.#deps;
    const token = bearerToken(input.authorization);
    const claims = token ? await deps.tokens.verify(token, 'activation') : null;
    if (!claims) return unauthorized('the activation link is invalid or has expired');
    const user = await deps.users.findById(claims.sub);
    if (!user || user.tokenVersion !== claims.ver)
      return unauthorized('the activation link is no longer valid');
    if (!user.active) await deps.users.activate(user.id, deps.clock.now());
    return ok(principalOf(user));
  }
}
