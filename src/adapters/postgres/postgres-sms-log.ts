import type { Knex } from 'knex';
import type { SmsLog } from '#application/ports/sms-log.ts';
import { claimSend, markSendFailed } from './send-claims.ts';

/** What was texted (`sms_messages`), claimed and recorded as e-mails are. */
export class PostgresSmsLog implements SmsLog {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  begin(entry: Parameters<SmsLog['begin']>[0]) {
    const { orderId, ...fields } = entry;
    return claimSend(this.#knex, 'sms_messages', { ...fields, order_id: orderId });
  }

  async markSent(id: string, at: Date, providerId: string) {
    await this.#knex('sms_messages')
      .where({ id })
      .update({ status: 'sent', sent_at: at, provider_id: providerId.slice(0, 64), error: null });
  }

  async markFailed(id: string, error: string) {
    await markSendFailed(this.#knex, 'sms_messages', id, error);
  }
}
