import type { Knex } from 'knex';
import type { EmailLog } from '#application/ports/email-log.ts';

export class PostgresEmailLog implements EmailLog {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async begin(entry: Parameters<EmailLog['begin']>[0]) {
    const { orderId, ...fields } = entry;
    await this.#knex('emails')
      .insert({ ...fields, order_id: orderId, status: 'pending' })
      .onConflict('id')
      .ignore();
    const row = await this.#knex('emails').where({ id: entry.id }).first('status');
    return row?.status === 'sent' ? 'alreadySent' : 'new';
  }

  async markSent(id: string, at: Date) {
    await this.#knex('emails').where({ id }).update({ status: 'sent', sent_at: at, error: null });
  }

  async markFailed(id: string, error: string) {
    await this.#knex('emails')
      .where({ id })
      .update({ status: 'failed', error: error.slice(0, 1000) });
  }
}
