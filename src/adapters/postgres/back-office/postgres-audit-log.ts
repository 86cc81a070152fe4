import type { Knex } from 'knex';
import type { AuditEntry, AuditLog, AuditPage } from '#application/ports/audit-log.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { countRows } from './count-rows.ts';

function auditRow(entry: AuditEntry) {
  return {
    at: entry.at,
    actor_id: entry.actorId,
    actor_email: entry.actorEmail,
    action: entry.action,
    subject_type: entry.subjectType,
    subject_id: entry.subjectId,
    before: JSON.stringify(entry.before ?? null),
    after: JSON.stringify(entry.after ?? null),
  };
}

/** Writes an audit entry with whatever connection or transaction the caller holds. */
export async function insertAuditEntry(db: Knex | Knex.Transaction, entry: AuditEntry): Promise<void> {
  await db('audit_log').insert(auditRow(entry));
}

export class PostgresAuditLog implements AuditLog {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async record(entry: AuditEntry, outbox: OutboxMessage[]): Promise<void> {
    await this.#knex.transaction(async (trx) => {
      await insertAuditEntry(trx, entry);
      await insertOutboxMessages(trx, outbox);
    });
  }

  async list(query: {
    subjectType?: string;
    subjectId?: string;
    limit: number;
    offset: number;
  }): Promise<AuditPage> {
    const filtered = () => {
      const rows = this.#knex('audit_log');
      if (query.subjectType) rows.where('subject_type', query.subjectType);
      if (query.subjectId) rows.where('subject_id', query.subjectId);
      return rows;
    };
    const count = await countRows(filtered());
    const rows = await filtered().orderBy('id', 'desc').limit(query.limit).offset(query.offset);
    return {
      total: count,
      entries: rows.map((row) => ({
        id: Number(row.id),
        at: new Date(row.at),
        actorId: row.actor_id,
        actorEmail: row.actor_email,
        action: row.action,
        subjectType: row.subject_type,
        subjectId: row.subject_id,
        before: row.before,
        after: row.after,
      })),
    };
  }
}
