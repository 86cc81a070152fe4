import type { Knex } from 'knex';
import type {
  RefreshTokenRecord,
  RefreshTokenRepository,
} from '#application/ports/refresh-token-repository.ts';

export class PostgresRefreshTokenRepository implements RefreshTokenRepository {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async add(token: {
    id: string;
    familyId: string;
    userId: number;
    tokenHash: string;
    expiresAt: Date;
    createdAt: Date;
  }) {
    await this.#knex('refresh_tokens').insert({
      id: token.id,
      family_id: token.familyId,
      user_id: token.userId,
      token_hash: token.tokenHash,
      expires_at: token.expiresAt,
      created_at: token.createdAt,
    });
  }

  async findByHash(tokenHash: string): Promise<RefreshTokenRecord | undefined> {
    const row = await this.#knex('refresh_tokens').where({ token_hash: tokenHash }).first();
    if (!row) return undefined;
    return {
      id: row.id,
      familyId: row.family_id,
      userId: row.user_id,
      expiresAt: row.expires_at,
      usedAt: row.used_at,
      revokedAt: row.revoked_at,
    };
  }

  async markUsed(id: string, at: Date) {
    const changed = await this.#knex('refresh_tokens')
      .where({ id })
      .whereNull('used_at')
      .whereNull('revoked_at')
      .update({ used_at: at });
    return changed === 1;
  }

  async revokeFamily(familyId: string, at: Date) {
    await this.#knex('refresh_tokens')
      .where({ family_id: familyId })
      .whereNull('revoked_at')
      .update({ revoked_at: at });
  }

  async revokeAllOfUser(userId: number, at: Date) {
    await this.#knex('refresh_tokens')
      .where({ user_id: userId })
      .whereNull('revoked_at')
      .update({ revoked_at: at });
  }
}
