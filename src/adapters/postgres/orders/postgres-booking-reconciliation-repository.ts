import type { Knex } from 'knex';
import type {
  BookingReconciliationRepository,
  ReconciliationFinding,
} from '#application/ports/booking-reconciliation-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { ReconciledField } from '#domain/orders/booking-reconciliation.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { insertOrderEvent, type OrderRow, toOrder } from './order-rows.ts';

const LEG_DEPARTING_FROM = `exists (select 1 from jsonb_array_elements(contents->'legs') leg
  where (leg->'booking'->>'departureDatetime')::timestamptz >= ?)`;

interface FindingRow {
  order_id: string;
  reference: string;
  agent_name: string;
  order_code: string;
  fields: ReconciledField[];
  cancelled_legs: number[];
  refund_owed: number;
  found_at: Date;
}

/** The reconciliation's findings in PostgreSQL: `booking_reconciliations` (migration 20261231760115). */
export class PostgresBookingReconciliationRepository implements BookingReconciliationRepository {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async ordersDepartingFrom(from: Date, page: { afterId: string | null; limit: number }): Promise<Order[]> {
    const rows: OrderRow[] = await this.#knex('orders')
      .where('status', 'ticketed')
      .whereRaw(LEG_DEPARTING_FROM, [from])
      .modify((query) => {
        if (page.afterId) query.where('id', '>', page.afterId);
      })
      .orderBy('id')
      .limit(page.limit);
    return rows.map(toOrder);
  }

  record(input: {
    finding: ReconciliationFinding;
    key: string;
    status: OrderStatus;
    timeline: TimelineCause[];
    outbox: OutboxMessage[];
  }): Promise<boolean> {
    const { finding } = input;
    return this.#knex.transaction(async (trx) => {
      const inserted = await trx('booking_reconciliations')
        .insert({
          order_id: finding.orderId,
          key: input.key,
          agent_name: finding.agentName,
          order_code: finding.orderCode,
          fields: JSON.stringify(finding.fields),
          cancelled_legs: JSON.stringify(finding.cancelledLegs),
          refund_owed: finding.refundOwed,
          found_at: finding.foundAt,
        })
        .onConflict(['order_id', 'key'])
        .ignore()
        .returning('order_id');
      if (inserted.length === 0) return false;
      for (const cause of input.timeline) {
        await insertOrderEvent(trx, {
          orderId: finding.orderId,
          from: input.status,
          to: input.status,
          cause,
          at: finding.foundAt,
        });
      }
      await insertOutboxMessages(trx, input.outbox);
      return true;
    });
  }

  async foundBetween(from: Date, until: Date): Promise<ReconciliationFinding[]> {
    const rows: FindingRow[] = await this.#knex('booking_reconciliations as r')
      .join('orders as o', 'o.id', 'r.order_id')
      .where('r.found_at', '>=', from)
      .andWhere('r.found_at', '<', until)
      .orderBy('r.found_at', 'desc')
      .select('r.*', 'o.reference');
    return rows.map((row) => ({
      orderId: row.order_id,
      reference: row.reference,
      agentName: row.agent_name,
      orderCode: row.order_code,
      fields: row.fields,
      cancelledLegs: row.cancelled_legs,
      refundOwed: row.refund_owed,
      foundAt: new Date(row.found_at).toISOString(),
    }));
  }
}
