import type { Refusal } from '#domain/errors/refusal.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { AuthDeps } from './auth-deps.ts';
import { issueSession, type Session, unauthorized } from './auth-helpers.ts';

/**
 * `POST auth/refresh`: a refresh token works once and is replaced by a new one of the same family. Presenting
 * a used token means it was copied: the whole family is revoked, so the thief and the victim both have to
 * sign in again.
 */
export class RefreshSession {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: { refreshToken: string | undefined }): Promise<Result<Session, Refusal>> {
    const deps = this.#deps;
    if (!input.refreshToken || input.refreshToken.length > 200) return unauthorized;
    const now = deps.clock.now();
    const record = await deps.refreshTokens.findByHash(deps.secrets.hash(input.refreshToken));
    if (!record || record.revokedAt) return unauthorized;
    if (record.usedAt || !(await deps.refreshTokens.markUsed(record.id, now))) {
      await deps.refreshTokens.revokeFamily(record.familyId, now);
      deps.logger.warn(
        { userId: record.userId, familyId: record.familyId },
        'refresh token reused: family revoked',
      );
      return unauthorized;
    }
    if (record.expiresAt <= now) return unauthorized;
    const user = await deps.users.findById(record.userId);
    if (!user?.active) {
      await deps.refreshTokens.revokeFamily(record.familyId, now);
      return unauthorized;
    }
    return ok(await issueSession(deps, user, record.familyId));
  }
}
