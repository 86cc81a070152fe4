import type { Knex } from 'knex';
import type { DisruptionRepository, OrderDisruption } from '#application/ports/disruption-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { TRAVELLING_STATUSES } from '#domain/disruptions/affected-legs.ts';
import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import type { DisruptionChoice } from '#domain/disruptions/disruption-choices.ts';
import type { Order } from '#domain/orders/order.ts';
import { type OrderRow, toOrder } from '../orders/order-rows.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';

interface EventRow {
  event: SailingDisruption;
}

const LEG_ON_TRIPS = `exists (select 1 from jsonb_array_elements(contents->'legs') leg
  where leg->>'agentName' = ? and leg->'booking'->>'tripId' = any(?))`;
const LEG_DEPARTING = `exists (select 1 from jsonb_array_elements(contents->'legs') leg
  where (leg->'booking'->>'departureDatetime')::timestamptz >= ? and (leg->'booking'->>'departureDatetime')::timestamptz < ?)`;

/** Disruptions in PostgreSQL: `sailing_disruptions` and `order_disruptions` (migration 20261231300000). */
export class PostgresDisruptionRepository implements DisruptionRepository {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async record(events: SailingDisruption[], at: Date): Promise<SailingDisruption[]> {
    if (events.length === 0) return [];
    const rows = events.map((event) => ({
      agent_name: event.agentName,
      event_id: event.id,
      sailing_id: event.sailingId,
      kind: event.kind,
      departure: event.departure,
      trip_ids: JSON.stringify(event.tripIds),
      event: JSON.stringify(event),
      recorded_at: at,
    }));
    const inserted: EventRow[] = await this.#knex('sailing_disruptions')
      .insert(rows)
      .onConflict(['agent_name', 'event_id'])
      .ignore()
      .returning('event');
    return inserted.map((row) => row.event);
  }

  async find(agentName: string, eventId: string): Promise<SailingDisruption | null> {
    const row: EventRow | undefined = await this.#knex('sailing_disruptions')
      .where({ agent_name: agentName, event_id: eventId })
      .first('event');
    return row?.event ?? null;
  }

  async ordersOnTrips(agentName: string, tripIds: string[]): Promise<Order[]> {
    if (tripIds.length === 0) return [];
    const rows: OrderRow[] = await this.#knex('orders')
      .whereIn('status', TRAVELLING_STATUSES)
      .whereRaw(LEG_ON_TRIPS, [agentName, tripIds]);
    return rows.map(toOrder);
  }

  async ordersDeparting(from: Date, until: Date): Promise<Order[]> {
    const rows: OrderRow[] = await this.#knex('orders')
      .whereIn('status', TRAVELLING_STATUSES)
      .whereRaw(LEG_DEPARTING, [from, until]);
    return rows.map(toOrder);
  }

  recordOnOrder(input: {
    orderId: string;
    disruption: SailingDisruption;
    legs: number[];
    connectionLegs: number[];
    at: Date;
    outbox: OutboxMessage[];
  }): Promise<boolean> {
    return this.#knex.transaction(async (trx) => {
      const inserted = await trx('order_disruptions')
        .insert({
          order_id: input.orderId,
          agent_name: input.disruption.agentName,
          event_id: input.disruption.id,
          legs: JSON.stringify(input.legs),
          connection_legs: JSON.stringify(input.connectionLegs),
          recorded_at: input.at,
        })
        .onConflict(['order_id', 'agent_name', 'event_id'])
        .ignore()
        .returning('order_id');
      if (inserted.length === 0) return false;
      await insertOutboxMessages(trx, input.outbox);
      return true;
    });
  }

  async ofOrder(orderId: string): Promise<OrderDisruption[]> {
    const rows: Array<
      EventRow & {
        legs: number[];
        connection_legs: number[];
        choices: DisruptionChoice[];
        recorded_at: Date;
      }
    > = await this.#knex('order_disruptions as o')
      .join('sailing_disruptions as s', (join) =>
        join.on('s.agent_name', 'o.agent_name').andOn('s.event_id', 'o.event_id'),
      )
      .where('o.order_id', orderId)
      .orderBy('o.recorded_at')
      .select('s.event', 'o.legs', 'o.connection_legs', 'o.choices', 'o.recorded_at');
    return rows.map((row) => ({
      disruption: row.event,
      legs: row.legs,
      connectionLegs: row.connection_legs,
      choices: row.choices,
      recordedAt: new Date(row.recorded_at).toISOString(),
    }));
  }

  async departing(from: Date, until: Date): Promise<SailingDisruption[]> {
    const rows: EventRow[] = await this.#knex('sailing_disruptions')
      .where('departure', '>=', from)
      .andWhere('departure', '<', until)
      .orderBy([{ column: 'departure' }, { column: 'recorded_at' }])
      .select('event');
    return rows.map((row) => row.event);
  }

  forgetUnrecorded(cutoff: Date): Promise<number> {
    return this.#knex('sailing_disruptions as s')
      .where('s.departure', '<', cutoff)
      .whereNotExists((recorded) =>
        recorded
          .select(this.#knex.raw('1'))
          .from('order_disruptions as o')
          .whereRaw('o.agent_name = s.agent_name and o.event_id = s.event_id'),
      )
      .delete();
  }

  async onTrips(tripIds: string[]): Promise<SailingDisruption[]> {
    if (tripIds.length === 0) return [];
    const rows: EventRow[] = await this.#knex('sailing_disruptions')
      .whereRaw('trip_ids \\?| ?', [tripIds])
      .select('event');
    return rows.map((row) => row.event);
  }
}
