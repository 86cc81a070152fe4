import type { Knex } from 'knex';
import type { DeskEvent, DeskNotice, DeskOrder, DisruptionDesk } from '#application/ports/disruption-desk.ts';
import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import type { DisruptionChoice } from '#domain/disruptions/disruption-choices.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';

interface OrderRow {
  agent_name: string;
  event_id: string;
  order_id: string;
  reference: string;
  status: OrderStatus;
  first_name: string | null;
  last_name: string | null;
  legs: number[];
  connection_legs: number[];
  choices: DisruptionChoice[];
  recorded_at: Date;
}

interface NoticeRow {
  order_id: string;
  channel: DeskNotice['channel'];
  recipient: string;
  status: string;
  sent_at: Date | null;
}

/** The desk's read in PostgreSQL: `sailing_disruptions`, `order_disruptions`, and the e-mail and SMS logs. */
export class PostgresDisruptionDesk implements DisruptionDesk {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async events(from: Date, until: Date): Promise<DeskEvent[]> {
    const events: Array<{ event: SailingDisruption }> = await this.#knex('sailing_disruptions')
      .where('departure', '>=', from)
      .andWhere('departure', '<', until)
      .orderBy([{ column: 'departure' }, { column: 'recorded_at' }])
      .select('event');
    const orders: OrderRow[] = await this.#knex('order_disruptions as d')
      .join('sailing_disruptions as s', (join) =>
        join.on('s.agent_name', 'd.agent_name').andOn('s.event_id', 'd.event_id'),
      )
      .join('orders as o', 'o.id', 'd.order_id')
      .where('s.departure', '>=', from)
      .andWhere('s.departure', '<', until)
      .orderBy('d.recorded_at')
      .select(
        'd.agent_name',
        'd.event_id',
        'd.order_id',
        'o.reference',
        'o.status',
        this.#knex.raw("o.contents->'leader'->>'firstName' as first_name"),
        this.#knex.raw("o.contents->'leader'->>'lastName' as last_name"),
        'd.legs',
        'd.connection_legs',
        'd.choices',
        'd.recorded_at',
      );
    const notices = await this.#notices(orders.map((row) => row.order_id));
    return events.map(({ event }) => ({
      disruption: event,
      orders: orders
        .filter((row) => row.agent_name === event.agentName && row.event_id === event.id)
        .map((row) => deskOrder(row, notices)),
    }));
  }

  /** Every disruption notice sent (or being sent) to these orders, e-mail and text message. */
  async #notices(orderIds: string[]): Promise<NoticeRow[]> {
    if (orderIds.length === 0) return [];
    const ids = [...new Set(orderIds)];
    const columns = ['order_id', 'recipient', 'status', 'sent_at'];
    const [emails, texts] = await Promise.all([
      this.#knex('emails').whereIn('order_id', ids).andWhere('template', 'disruption').select(columns),
      this.#knex('sms_messages').whereIn('order_id', ids).andWhere('template', 'disruption').select(columns),
    ]);
    return [
      ...emails.map((row: NoticeRow) => ({ ...row, channel: 'email' as const })),
      ...texts.map((row: NoticeRow) => ({ ...row, channel: 'sms' as const })),
    ];
  }
}

function deskOrder(row: OrderRow, notices: NoticeRow[]): DeskOrder {
  return {
    orderId: row.order_id,
    reference: row.reference,
    status: row.status,
    leader: [row.first_name, row.last_name].filter(Boolean).join(' '),
    legs: row.legs,
    connectionLegs: row.connection_legs,
    choices: row.choices,
    recordedAt: new Date(row.recorded_at).toISOString(),
    notices: notices
      .filter((notice) => notice.order_id === row.order_id)
      .map((notice) => ({
        channel: notice.channel,
        to: notice.recipient,
        status: notice.status,
        sentAt: notice.sent_at ? new Date(notice.sent_at).toISOString() : null,
      })),
  };
}
