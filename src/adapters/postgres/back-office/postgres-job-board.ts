import type { Knex } from 'knex';
import type { JobBoard, JobRecord, JobState } from '#application/ports/job-board.ts';
import { countRows } from './count-rows.ts';

interface OutboxRow {
  id: string;
  name: string;
  payload: unknown;
  created_at: Date;
  relayed_at: Date | null;
  discarded_at: Date | null;
  attempts: number;
  last_error: string | null;
}

function stateOf(row: OutboxRow): JobState {
  if (row.discarded_at) return 'discarded';
  if (row.relayed_at) return 'done';
  return row.last_error ? 'failed' : 'waiting';
}

function toJob(row: OutboxRow): JobRecord {
  const finished = row.discarded_at ?? row.relayed_at;
  return {
    id: row.id,
    name: row.name,
    payload: row.payload,
    state: stateOf(row),
    attempts: row.attempts,
    lastError: row.last_error,
    createdAt: new Date(row.created_at).toISOString(),
    finishedAt: finished ? new Date(finished).toISOString() : null,
  };
}

/** The jobs view over the `outbox` table. */
export class PostgresJobBoard implements JobBoard {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  #inState(state: JobState | null, orderId?: string): Knex.QueryBuilder {
    const rows = this.#knex('outbox');
    if (orderId) rows.whereRaw("payload->>'orderId' = ?", [orderId]);
    if (state === 'discarded') rows.whereNotNull('discarded_at');
    if (state === 'done') rows.whereNotNull('relayed_at').whereNull('discarded_at');
    if (state === 'waiting' || state === 'failed') rows.whereNull('relayed_at').whereNull('discarded_at');
    if (state === 'waiting') rows.whereNull('last_error');
    if (state === 'failed') rows.whereNotNull('last_error');
    return rows;
  }

  async list(query: {
    state: JobState | null;
    orderId?: string;
    limit: number;
    offset: number;
  }): Promise<{ jobs: JobRecord[]; total: number }> {
    const count = await countRows(this.#inState(query.state, query.orderId));
    const rows = (await this.#inState(query.state, query.orderId)
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .limit(query.limit)
      .offset(query.offset)) as OutboxRow[];
    return { total: count, jobs: rows.map(toJob) };
  }

  async find(id: string): Promise<JobRecord | null> {
    const row = (await this.#knex('outbox').where('id', id).first()) as OutboxRow | undefined;
    return row ? toJob(row) : null;
  }

  async retry(id: string, now: Date): Promise<boolean> {
    const updated = await this.#knex('outbox')
      .where('id', id)
      .whereNull('relayed_at')
      .whereNull('discarded_at')
      .update({ next_attempt_at: now });
    return updated === 1;
  }

  async discard(id: string, now: Date): Promise<boolean> {
    const updated = await this.#knex('outbox')
      .where('id', id)
      .whereNull('relayed_at')
      .whereNull('discarded_at')
      .update({ discarded_at: now });
    return updated === 1;
  }
}
