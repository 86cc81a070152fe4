import type { Knex } from 'knex';
import type { JobMessage } from '#application/ports/job-queue.ts';
import type { OutboxMessage, OutboxRepository, RelayOutcome } from '#application/ports/outbox-repository.ts';
import { OutboxModel } from './models/outbox-model.ts';
import { insertOutboxMessages } from './outbox-rows.ts';

/** How long a claimed message stays with the relay that claimed it before another may retry it. */
const CLAIM_LEASE_MS = 5 * 60_000;

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
    relay: (message: JobMessage) => Promise<RelayOutcome>,
  ): Promise<number> {
    // Claim first, in a short transaction: SKIP LOCKED lets several relays (web and worker processes) share
    // the outbox, and the lease keeps other relays off the claimed rows while this one works. The relaying
    // itself runs outside any transaction, because an in-process job may use the database too (the embedded
    // PGlite has a single connection). A relay that dies leaves its rows to be retried when the lease ends.
    const claimed = await this.#knex.transaction(async (trx) => {
      const due = await OutboxModel.query(trx)
        .whereNull('relayed_at')
        .whereNull('discarded_at')
        .where('next_attempt_at', '<=', now)
        .orderBy('created_at')
        .limit(limit)
        .forUpdate()
        .skipLocked();
      if (due.length > 0) {
        await OutboxModel.query(trx)
          .whereIn(
            'id',
            due.map((row) => row.id),
          )
          .patch({ next_attempt_at: new Date(now.getTime() + CLAIM_LEASE_MS) });
      }
      return due;
    });
    let relayed = 0;
    for (const row of claimed) {
      const outcome = await relay({ id: row.id, name: row.name, payload: row.payload });
      if (outcome === 'relayed') {
        relayed += 1;
        await OutboxModel.query(this.#knex)
          .findById(row.id)
          .patch({ relayed_at: now, attempts: row.attempts + 1, last_error: null });
      } else {
        await OutboxModel.query(this.#knex)
          .findById(row.id)
          .patch({
            attempts: row.attempts + 1,
            last_error: outcome.failed.slice(0, 2000),
            next_attempt_at: new Date(now.getTime() + retryDelayMs(row.attempts)),
          });
      }
    }
    return relayed;
  }
}
