import type { Knex } from 'knex';
import type { EmailLog } from '#application/ports/email-log.ts';
import { claimSend, markSendFailed } from './send-claims.ts';

export class PostgresEmailLog implements EmailLog {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  begin(entry: Parameters<EmailLog['begin']>[0]) {
    const { orderId, ...fields } = entry;
    return claimSend(this.#knex, 'emails', { ...fields, order_id: orderId });
  }

  async markSent(id: string, at: Date) {
    await this.#knex('emails').where({ id }).update({ status: 'sent', sent_at: at, error: null });
  }

  async markFailed(id: string, error: string) {
    await markSendFailed(this.#knex, 'emails', id, error);
  }
}
