import { randomUUID } from 'node:crypto';
import type { Knex } from 'knex';
import type { DisruptionKind } from '#domain/disruptions/disruption.ts';

/** An event staff caused on a simulated sailing, as the simulated network keeps it. */
export interface CausedEvent {
  id: string;
  sailingId: string;
  kind: Extract<DisruptionKind, 'cancelled' | 'delayed'>;
  delayMinutes: number | null;
  departure: Date;
  occurredAt: Date;
}

interface EventRow {
  id: string;
  sailing_id: string;
  kind: CausedEvent['kind'];
  delay_minutes: number | null;
  departure: Date;
  occurred_at: Date;
}

const eventOfRow = (row: EventRow): CausedEvent => ({
  id: row.id,
  sailingId: row.sailing_id,
  kind: row.kind,
  delayMinutes: row.delay_minutes,
  departure: new Date(row.departure),
  occurredAt: new Date(row.occurred_at),
});

/** The events staff caused, shared by every simulated system (one ship, whoever sells it). */
export class CausedDisruptions {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  /**
   * Keeps the event; a sailing is cancelled once (decision 0106): its cancellation has one id, so staff
   * cancelling it again, even at the same instant in two processes, get the first one back and nobody is
   * told twice.
   */
  async add(event: Omit<CausedEvent, 'id'>): Promise<CausedEvent> {
    const id = `${event.sailingId}:staff:${event.kind === 'cancelled' ? 'cancelled' : randomUUID()}`;
    const inserted: EventRow[] = await this.#knex('ferry_sailing_events')
      .insert({
        id,
        sailing_id: event.sailingId,
        kind: event.kind,
        delay_minutes: event.delayMinutes,
        departure: event.departure,
        occurred_at: event.occurredAt,
      })
      .onConflict('id')
      .ignore()
      .returning('*');
    const row = inserted[0] ?? (await this.#knex('ferry_sailing_events').where({ id }).first());
    return eventOfRow(row);
  }

  /** Of these sailings, those staff cancelled by `knownBy`. */
  async cancelledAmong(sailingIds: string[], knownBy: Date): Promise<Set<string>> {
    if (sailingIds.length === 0) return new Set();
    const rows: Pick<EventRow, 'sailing_id'>[] = await this.#knex('ferry_sailing_events')
      .whereIn('sailing_id', sailingIds)
      .andWhere({ kind: 'cancelled' })
      .andWhere('occurred_at', '<=', knownBy)
      .distinct('sailing_id');
    return new Set(rows.map((row) => row.sailing_id));
  }

  async departing(from: Date, until: Date, knownBy: Date): Promise<CausedEvent[]> {
    const rows: EventRow[] = await this.#knex('ferry_sailing_events')
      .where('departure', '>=', from)
      .andWhere('departure', '<', until)
      .andWhere('occurred_at', '<=', knownBy)
      .orderBy('occurred_at');
    return rows.map(eventOfRow);
  }

  async ofSailing(sailingId: string): Promise<CausedEvent[]> {
    const rows: EventRow[] = await this.#knex('ferry_sailing_events')
      .where('sailing_id', sailingId)
      .orderBy('occurred_at');
    return rows.map(eventOfRow);
  }
}
