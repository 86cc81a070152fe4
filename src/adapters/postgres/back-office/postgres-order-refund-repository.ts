import type { Knex } from 'knex';
import type { AuditEntry } from '#application/ports/audit-log.ts';
import type { OrderRefundRepository, RefundOutcome } from '#application/ports/order-refund-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import { type OrderRefund, type RefundStatus, refundable } from '#domain/back-office/refund-request.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';
import { insertAuditEntry } from './postgres-audit-log.ts';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function toRefund(row: Record<string, unknown>): OrderRefund {
  return {
    id: row.id as string,
    orderId: row.order_id as string,
    amount: Number(row.amount),
    method: row.method as OrderRefund['method'],
    reason: row.reason as string,
    status: row.status as RefundStatus,
    requestedBy: row.requested_by as string,
    requestedAt: iso(row.requested_at as Date)!,
    completedAt: iso(row.completed_at as Date | null),
    sentThrough: (row.sent_through as string | null) ?? null,
    reference: (row.provider_reference as string | null) ?? null,
  };
}

export class PostgresOrderRefundRepository implements OrderRefundRepository {
  readonly #knex: Knex;
  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async list(orderId: string): Promise<OrderRefund[]> {
    const rows = await this.#knex('order_refunds').where('order_id', orderId).orderBy('requested_at');
    return rows.map(toRefund);
  }

  async find(id: string): Promise<OrderRefund | null> {
    const row = await this.#knex('order_refunds').where('id', id).first();
    return row ? toRefund(row) : null;
  }

  async request(
    refund: OrderRefund,
    paid: number,
    audit: AuditEntry,
    outbox: OutboxMessage[],
  ): Promise<'queued' | 'exceedsPaid'> {
    return this.#knex.transaction(async (trx) => {
      // The order's row is the lock: refunds of one order are decided one after the other.
      await trx('orders').where('id', refund.orderId).forUpdate().first('id');
      const earlier = (await trx('order_refunds').where('order_id', refund.orderId)).map(toRefund);
      if (refund.amount > refundable(paid, earlier)) return 'exceedsPaid';
      await trx('order_refunds').insert({
        id: refund.id,
        order_id: refund.orderId,
        amount: refund.amount,
        method: refund.method,
        reason: refund.reason,
        status: refund.status,
        requested_by: refund.requestedBy,
        requested_at: refund.requestedAt,
        completed_at: null,
      });
      await insertAuditEntry(trx, audit);
      await insertOutboxMessages(trx, outbox);
      return 'queued';
    });
  }

  async claim(id: string): Promise<boolean> {
    return (
      (await this.#knex('order_refunds').where({ id, status: 'queued' }).update({ status: 'sending' })) === 1
    );
  }

  async complete(id: string, outcome: RefundOutcome, at: Date, outbox: OutboxMessage[]): Promise<void> {
    await this.#knex.transaction(async (trx) => {
      const updated = await trx('order_refunds')
        .where({ id, status: 'sending' })
        .update({
          status: outcome.status,
          completed_at: at,
          sent_through: outcome.sentThrough ?? null,
          provider_reference: outcome.reference ?? null,
        });
      if (updated === 1) await insertOutboxMessages(trx, outbox);
    });
  }
}
