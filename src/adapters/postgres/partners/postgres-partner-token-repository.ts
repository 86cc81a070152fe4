import type { Knex } from 'knex';
import type { PartnerTokenRepository } from '#application/ports/partner-token-repository.ts';
import type { PartnerScope, PartnerToken } from '#domain/partners/partner-scopes.ts';

interface TokenRow {
  id: string;
  user_id: number;
  name: string;
  scopes: PartnerScope[];
  last_four: string;
  created_at: Date;
  last_used_at: Date | null;
  revoked_at: Date | null;
}

const iso = (at: Date | null) => (at ? at.toISOString() : null);

const toToken = (row: TokenRow): PartnerToken => ({
  id: row.id,
  name: row.name,
  scopes: row.scopes,
  lastFour: row.last_four,
  createdAt: row.created_at.toISOString(),
  lastUsedAt: iso(row.last_used_at),
  revokedAt: iso(row.revoked_at),
});

/** Partners' API tokens by digest (decision 0128); the token itself is never stored. */
export class PostgresPartnerTokenRepository implements PartnerTokenRepository {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async add(token: Parameters<PartnerTokenRepository['add']>[0]): Promise<void> {
    await this.#knex('partner_tokens').insert({
      id: token.id,
      user_id: token.userId,
      name: token.name,
      scopes: JSON.stringify(token.scopes),
      token_hash: token.hash,
      last_four: token.lastFour,
      created_at: token.at,
    });
  }

  async listOf(userId: number): Promise<PartnerToken[]> {
    const rows = (await this.#knex('partner_tokens')
      .where({ user_id: userId })
      .orderBy('created_at', 'desc')) as TokenRow[];
    return rows.map(toToken);
  }

  async revoke(input: { userId: number; id: string; at: Date }): Promise<boolean> {
    const count = await this.#knex('partner_tokens')
      .where({ id: input.id, user_id: input.userId })
      .whereNull('revoked_at')
      .update({ revoked_at: input.at });
    return count > 0;
  }

  async holderOf(hash: string, at: Date): Promise<{ userId: number; scopes: PartnerScope[] } | null> {
    const [row] = (await this.#knex('partner_tokens')
      .where({ token_hash: hash })
      .whereNull('revoked_at')
      .update({ last_used_at: at })
      .returning(['user_id', 'scopes'])) as Array<Pick<TokenRow, 'user_id' | 'scopes'>>;
    return row ? { userId: row.user_id, scopes: row.scopes } : null;
  }
}
