import type { Knex } from 'knex';
import type { AuditEntry } from '#application/ports/audit-log.ts';
import type { LedgerEntry, ResellerDesk, ResellerRow } from '#application/ports/reseller-desk.ts';
import type { LedgerReason } from '#domain/orders/timeline-cause.ts';
import { codedOrText } from '../coded-text.ts';
import { insertAuditEntry } from './postgres-audit-log.ts';

function toRow(row: Record<string, unknown>): ResellerRow {
  return {
    userId: Number(row.user_id),
    userEmail: String(row.email),
    companyName: String(row.company_name),
    contactEmail: String(row.contact_email),
    creditLimit: Number(row.credit_limit),
    creditUsed: Number(row.credit_used),
    active: row.active === true,
  };
}

export class PostgresResellerDesk implements ResellerDesk {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  #accounts() {
    return this.#knex('resellers')
      .join('users', 'users.id', 'resellers.user_id')
      .select('resellers.*', 'users.email');
  }

  async list(): Promise<ResellerRow[]> {
    return (await this.#accounts().orderBy('resellers.company_name')).map(toRow);
  }

  async find(userId: number): Promise<ResellerRow | null> {
    const row = await this.#accounts().where('resellers.user_id', userId).first();
    return row ? toRow(row) : null;
  }

  async create(
    account: { userEmail: string; companyName: string; contactEmail: string; creditLimit: number },
    audit: (userId: number) => AuditEntry,
  ): Promise<{ created: number } | 'noUser' | 'taken'> {
    return this.#knex.transaction(async (trx) => {
      const user = await trx('users').whereRaw('lower(email) = lower(?)', [account.userEmail]).first('id');
      if (!user) return 'noUser';
      const inserted = await trx('resellers')
        .insert({
          user_id: user.id,
          company_name: account.companyName,
          contact_email: account.contactEmail,
          credit_limit: account.creditLimit,
        })
        .onConflict('user_id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) return 'taken';
      await insertAuditEntry(trx, audit(user.id));
      return { created: Number(user.id) };
    });
  }

  async update(
    userId: number,
    changes: { companyName: string; contactEmail: string; creditLimit: number; active: boolean },
    audit: AuditEntry,
  ): Promise<'updated' | 'belowUsed' | 'notFound'> {
    return this.#knex.transaction(async (trx) => {
      const current = await trx('resellers').where('user_id', userId).forUpdate().first();
      if (!current) return 'notFound';
      if (changes.creditLimit < current.credit_used) return 'belowUsed';
      await trx('resellers').where('user_id', userId).update({
        company_name: changes.companyName,
        contact_email: changes.contactEmail,
        credit_limit: changes.creditLimit,
        active: changes.active,
        updated_at: audit.at,
      });
      await insertAuditEntry(trx, audit);
      return 'updated';
    });
  }

  async adjust(
    userId: number,
    entry: { kind: 'topUp' | 'adjustment'; amount: number; reason: string; at: Date },
    audit: AuditEntry,
  ): Promise<'done' | 'outOfRange' | 'notFound'> {
    return this.#knex.transaction(async (trx) => {
      if (!(await trx('resellers').where('user_id', userId).first('id'))) return 'notFound';
      const moved = await trx('resellers')
        .where('user_id', userId)
        .whereRaw('credit_used + ? between 0 and credit_limit', [entry.amount])
        .increment('credit_used', entry.amount);
      if (moved !== 1) return 'outOfRange';
      await trx('reseller_credit_ledger').insert({
        reseller_user_id: userId,
        kind: entry.kind,
        amount: entry.amount,
        reason: entry.reason,
        created_at: entry.at,
      });
      await insertAuditEntry(trx, audit);
      return 'done';
    });
  }

  async statement(
    userId: number,
    from: Date,
    to: Date,
  ): Promise<{ opening: number; entries: LedgerEntry[] }> {
    const [before] = (await this.#knex('reseller_credit_ledger')
      .where('reseller_user_id', userId)
      .where('created_at', '<', from)
      .sum({ total: 'amount' })) as Array<{ total: string | number | null }>;
    const rows = await this.#knex('reseller_credit_ledger')
      .where('reseller_user_id', userId)
      .where('created_at', '>=', from)
      .where('created_at', '<', to)
      .orderBy('created_at')
      .orderBy('id')
      .limit(10_000);
    return {
      opening: Number(before?.total ?? 0),
      entries: rows.map((row) => ({
        id: Number(row.id),
        kind: row.kind,
        amount: Number(row.amount),
        reason: codedOrText<LedgerReason['code']>({
          code: row.reason_code,
          values: row.reason_values,
          text: row.reason,
        }),
        orderId: row.order_id,
        createdAt: new Date(row.created_at).toISOString(),
      })),
    };
  }
}
