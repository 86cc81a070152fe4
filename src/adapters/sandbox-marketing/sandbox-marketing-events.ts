import type { Knex } from 'knex';
import type { MarketingEvents } from '#application/ports/marketing-events.ts';
import type { MarketingEvent, MarketingEventName } from '#domain/marketing/marketing-event.ts';

export interface SandboxMarketingRecord {
  eventId: string;
  name: MarketingEventName;
  event: MarketingEvent;
  receivedAt: Date;
}

/** What Meta would refuse in a website event (Conversions API "required parameters"): refused here too. */
class SandboxRefusal extends Error {
  override name = 'SandboxRefusal';
}

/**
 * The embedded marketing provider: keeps what it receives in its own table rather than in memory, because
 * the web process queues events, the worker sends them and tests read them, often in three processes;
 * rows also survive a restart. Like Meta it counts an event id once and refuses a website event without
 * the page address or the browser's user agent, so development meets the same failures production would.
 */
export class SandboxMarketingEvents implements MarketingEvents {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async send(event: MarketingEvent): Promise<void> {
    if (!event.origin.userAgent) throw new SandboxRefusal('client_user_agent is required for website events');
    if (!event.origin.sourceUrl) throw new SandboxRefusal('event_source_url is required for website events');
    await this.#knex('sandbox_marketing_events')
      .insert({ event_id: event.eventId, event_name: event.name, event: JSON.stringify(event) })
      .onConflict('event_id')
      .ignore();
  }

  /** The events received, oldest first (tests and the developer's eye). */
  async received(limit = 100): Promise<SandboxMarketingRecord[]> {
    const rows = await this.#knex('sandbox_marketing_events')
      .orderBy('received_at', 'asc')
      .limit(limit)
      .select<
        Array<{
          event_id: string;
          event_name: MarketingEventName;
          event: MarketingEvent | string;
          received_at: Date;
        }>
      >('event_id', 'event_name', 'event', 'received_at');
    return rows.map((row) => ({
      eventId: row.event_id,
      name: row.event_name,
      event: typeof row.event === 'string' ? (JSON.parse(row.event) as MarketingEvent) : row.event,
      receivedAt: new Date(row.received_at),
    }));
  }
}
