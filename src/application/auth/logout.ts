import type { AuthDeps } from './auth-deps.ts';

/** Logout: revokes the sign-in the refresh token belongs to; never fails (spec §4: failures are ignored). */
export class Logout {
  readonly #deps: AuthDeps;

  constructor(deps: AuthDeps) {
    this.#deps = deps;
  }

  async execute(input: { refreshToken: string | undefined }): Promise<void> {
    const deps = this.#deps;
    if (!input.refreshToken || input.refreshToken.length > 200) return;
    const record = await deps.refreshTokens.findByHash(deps.secrets.hash(input.refreshToken));
    if (record) await deps.refreshTokens.revokeFamily(record.familyId, deps.clock.now());
  }
}
