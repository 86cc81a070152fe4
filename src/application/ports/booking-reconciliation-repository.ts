import type { Cents } from '#domain/money/cents.ts';
import type { ReconciledField } from '#domain/orders/booking-reconciliation.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import type { OutboxMessage } from './outbox-repository.ts';

/** A difference the daily reconciliation found between an order and its company's booking (issue #47). */
export interface ReconciliationFinding {
  orderId: string;
  reference: string;
  agentName: string;
  /** The booking's code at the company. */
  orderCode: string;
  fields: ReconciledField[];
  /** The order's legs the company cancelled behind Kyma's back. */
  cancelledLegs: number[];
  /** What those legs were paid: owed back to the traveller, for staff to give. */
  refundOwed: Cents;
  foundAt: string;
}

/** Kyma's record of what the reconciliation found, each difference once. */
export interface BookingReconciliationRepository {
  /** Ticketed orders with a leg departing at or after `from`, by id, the `limit` after `afterId`. */
  ordersDepartingFrom(from: Date, page: { afterId: string | null; limit: number }): Promise<Order[]>;
  /**
   * Records the finding once by `key`, with its timeline entries (on the order as it stands, `status`) and
   * the traveller's notice in the same transaction; resolves false (writing nothing) when it was known.
   */
  record(input: {
    finding: ReconciliationFinding;
    key: string;
    status: OrderStatus;
    timeline: TimelineCause[];
    outbox: OutboxMessage[];
  }): Promise<boolean>;
  /** The findings found between two instants, newest first (the disruption desk). */
  foundBetween(from: Date, until: Date): Promise<ReconciliationFinding[]>;
}
