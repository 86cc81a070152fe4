import type { Knex } from 'knex';
import type { EmailLog } from '#application/ports/email-log.ts';

/** Longer than any send: a claim older than this belongs to a process that died while sending. */
const SEND_LEASE_SECONDS = 5 * 60;

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
    // One sender at a time: the claim is a conditional update; a claim older than the lease is a dead sender's.
    const claimed = await this.#knex('emails')
      .where({ id: entry.id })
      .where((row) =>
        row
          .whereIn('status', ['pending', 'failed'])
          .orWhere((stale) =>
            stale
              .where('status', 'sending')
              .whereRaw('claimed_at < now() - make_interval(secs => ?)', [SEND_LEASE_SECONDS]),
          ),
      )
      .update({ status: 'sending', claimed_at: this.#knex.fn.now() });
    if (claimed === 1) return 'new';
    const row = await this.#knex('emails').where({ id: entry.id }).first('status');
    return row?.status === 'sent' ? 'alreadySent' : 'inProgress';
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
