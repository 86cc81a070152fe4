import { passwordProblem, readBody } from '#domain/auth/credentials.ts';
import { invalidRequest, type RequestError, requestError } from '#domain/errors/request-error.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { AuthDeps } from './auth-deps.ts';
import { bearerToken, passwordAttempts, unauthorized } from './auth-helpers.ts';

/**
 * `PATCH auth/change-password`: the bearer is either the e-mailed reset token (no current password needed),
 * or an access token together with the current password. Every earlier token and sign-in stops working.
 */
export class ChangePassword {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    authorization: string | undefined;
    body: unknown;
    ip: string;
  }): Promise<Result<void, RequestError>> {
    const deps = this.#deps;
    const token = bearerToken(input.authorization);
    if (!token)
      return unauthorized('the Authorization header must carry the reset link token or an access token');
    const body = readBody(input.body, ['password', 'currentPassword']);
    if (!body.ok) return body;
    const weak = passwordProblem(body.value.password);
    if (weak) return err(invalidRequest(weak));
    const reset = await deps.tokens.verify(token, 'passwordReset');
    const claims = reset ?? (await deps.tokens.verify(token, 'access'));
    if (!claims) return unauthorized('the link is invalid or has expired');
    const user = await deps.users.findById(claims.sub);
    if (!user || user.tokenVersion !== claims.ver)
      return unauthorized('the link was already used or is no longer valid');
    if (!reset) {
      const current = body.value.currentPassword;
      if (typeof current !== 'string' || current.length > 200)
        return err(invalidRequest('currentPassword is required'));
      const attempts = passwordAttempts(deps, user.email, input.ip);
      const refused = await attempts.refused();
      if (!refused.ok) return refused;
      if (!(await deps.hasher.verify(user.passwordHash, current))) {
        await attempts.failed();
        return err(requestError('invalidCredentials', 'the current password is wrong'));
      }
      await attempts.succeeded();
    }
    await deps.users.changePassword(user.id, await deps.hasher.hash(body.value.password as string));
    // A reset link proves the address is the user's, which is all activation asks for.
    if (reset && !user.active) await deps.users.activate(user.id, deps.clock.now());
    await deps.refreshTokens.revokeAllOfUser(user.id, deps.clock.now());
    return ok(undefined);
  }
}
