import type { Knex } from 'knex';
import type { MarketingSendLog } from '#application/ports/marketing-send-log.ts';

export class PostgresMarketingSendLog implements MarketingSendLog {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async begin(entry: { jobId: string; eventId: string; eventName: string }) {
    await this.#knex('marketing_sends')
      .insert({
        job_id: entry.jobId,
        event_id: entry.eventId,
        event_name: entry.eventName,
        status: 'pending',
      })
      .onConflict('job_id')
      .ignore();
    // Counts the attempts that may send; a run after the send finds no row to count and stops.
    const counted = await this.#knex('marketing_sends')
      .where({ job_id: entry.jobId })
      .whereNot({ status: 'sent' })
      .increment('attempts', 1);
    return counted === 0 ? 'alreadySent' : 'new';
  }

  async markSent(jobId: string, at: Date) {
    await this.#knex('marketing_sends')
      .where({ job_id: jobId })
      .update({ status: 'sent', sent_at: at, error: null });
  }

  async markFailed(jobId: string, error: string) {
    await this.#knex('marketing_sends')
      .where({ job_id: jobId })
      .update({ status: 'failed', error: error.slice(0, 1000) });
  }
}
