import type { Principal } from '#domain/auth/principal.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { AuthDeps } from './auth-deps.ts';
import { linkInvalid, principalOf } from './auth-helpers.ts';

/** `PATCH auth/activate-account` with the e-mailed token; activating twice is fine. */
export class ActivateAccount {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: { token: string | undefined }): Promise<Result<Principal, Refusal>> {
    const deps = this.#deps;
    const claims = input.token ? await deps.tokens.verify(input.token, 'activation') : null;
    if (!claims) return linkInvalid;
    const user = await deps.users.findById(claims.sub);
    if (!user || user.tokenVersion !== claims.ver) return linkInvalid;
    if (!user.active) await deps.users.activate(user.id, deps.clock.now());
    return ok(principalOf(user));
  }
}
