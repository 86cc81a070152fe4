import type { PasswordChange } from '#domain/auth/credentials.ts';
import { fieldRefusal, type Refusal } from '#domain/errors/refusal.ts';
import { messages as m } from '#domain/errors/validation-message-keys.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { AuthDeps } from './auth-deps.ts';
import { linkInvalid, passwordAttempts } from './auth-helpers.ts';

/**
 * `PATCH auth/change-password`: the token is either the e-mailed reset token (no current password needed),
 * or an access token together with the current password. Every earlier token and sign-in stops working.
 */
export class ChangePassword {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    token: string;
    change: PasswordChange;
    ip: string;
  }): Promise<Result<void, Refusal>> {
    const deps = this.#deps;
    const { token, change } = input;
    const reset = await deps.tokens.verify(token, 'passwordReset');
    const claims = reset ?? (await deps.tokens.verify(token, 'access'));
    if (!claims) return linkInvalid;
    const user = await deps.users.findById(claims.sub);
    if (!user || user.tokenVersion !== claims.ver) return linkInvalid;
    if (!reset) {
      const current = change.currentPassword;
      if (current === undefined) return err(fieldRefusal('invalidForm', 'currentPassword', m.fieldRequired));
      const attempts = passwordAttempts(deps, user.email, input.ip);
      const refused = await attempts.refused();
      if (!refused.ok) return refused;
      if (!(await deps.hasher.verify(user.passwordHash, current))) {
        await attempts.failed();
        return err({ code: 'invalidCredentials' });
      }
      await attempts.succeeded();
    }
    await deps.users.changePassword(user.id, await deps.hasher.hash(change.password));
    // A reset link proves the address is the user's, which is all activation asks for.
    if (reset && !user.active) await deps.users.activate(user.id, deps.clock.now());
    await deps.refreshTokens.revokeAllOfUser(user.id, deps.clock.now());
    return ok(undefined);
  }
}
