import type { OrderRefund, RefundStatus } from '#domain/back-office/refund-request.ts';
import type { AuditEntry } from './audit-log.ts';
import type { OutboxMessage } from './outbox-repository.ts';

/** How a refund ended: done (through a provider, with its reference, or to the credit) or refused. */
export interface RefundOutcome {
  status: Extract<RefundStatus, 'done' | 'refused'>;
  sentThrough?: string;
  reference?: string;
}

/** Refunds staff ask for (issue #11 item 2), each paid back by its own job. */
export interface OrderRefundRepository {
  list(orderId: string): Promise<OrderRefund[]>;
  find(id: string): Promise<OrderRefund | null>;
  /**
   * Records the refund, its audit entry and its job in one transaction, only while the refunds not refused
   * stay within `paid` (checked under a lock on the order, so two staff clicking at once cannot both pass).
   */
  request(
    refund: OrderRefund,
    paid: number,
    audit: AuditEntry,
    outbox: OutboxMessage[],
  ): Promise<'queued' | 'exceedsPaid'>;
  /** Moves `queued → sending` before the provider is asked: of two runs of a job exactly one gets true. */
  claim(id: string): Promise<boolean>;
  /** Records the outcome with the e-mail it causes, in one transaction. */
  complete(id: string, outcome: RefundOutcome, at: Date, outbox: OutboxMessage[]): Promise<void>;
}
