import type { Knex } from 'knex';
import type { JobMessage } from '#application/ports/job-queue.ts';
import type { OutboxMessage, OutboxRepository } from '#application/ports/outbox-repository.ts';
import { OutboxModel } from './models/outbox-model.ts';
import { insertOutboxMessages } from './outbox-rows.ts';

/** Retry delay after a failed relay grows with each attempt, capped at ten minutes. */
const retryDelayMs = (attempts: number) => Math.min(10 * 60_000, 1000 * 2 ** attempts);

export class PostgresOutboxRepository implements OutboxRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async add(message: OutboxMessage): Promise<void> {
    await insertOutboxMessages(this.#knex, [message]);
  }

  async relayDue(
    now: Date,
    limit: number,
    relay: (message: JobMessage) => Promise<'relayed' | 'failed'>,
  ): Promise<number> {
    return this.#knex.transaction(async (trx) => {
      // SKIP LOCKED lets several relays (web and worker processes) share the outbox without waiting or doubling.
      const due = await OutboxModel.query(trx)
        .whereNull('relayed_at')
        .where('next_attempt_at', '<=', now)
        .orderBy('created_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      let relayed = 0;
      for (const row of due) {
        const outcome = await relay({ id: row.id, name: row.name, payload: row.payload });
        if (outcome === 'relayed') {
          relayed += 1;
          await OutboxModel.query(trx)
            .findById(row.id)
            .patch({ relayed_at: now, attempts: row.attempts + 1 });
        } else {
          await OutboxModel.query(trx)
            .findById(row.id)
            .patch({
              attempts: row.attempts + 1,
              next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
            });
        }
      }
      return relayed;
    });
  }
}
