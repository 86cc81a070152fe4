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

  async add(event: Omit<CausedEvent, 'id'>): Promise<CausedEvent> {
    const stored = { ...event, id: `${event.sailingId}:staff:${randomUUID()}` };
    await this.#knex('ferry_sailing_events').insert({
      id: stored.id,
      sailing_id: stored.sailingId,
      kind: stored.kind,
      delay_minutes: stored.delayMinutes,
      departure: stored.departure,
      occurred_at: stored.occurredAt,
    });
    return stored;
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
