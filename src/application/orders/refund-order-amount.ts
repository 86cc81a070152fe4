import type { OrderRefund, RefundMethod } from '#domain/back-office/refund-request.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { Order } from '#domain/orders/order.ts';
import { refundCeiling } from '../back-office/read-order-file.ts';
import { STAFF_REFUND_JOB } from '../back-office/staff-refund-job.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { refundStepEmailJob } from './refund-step-email-job.ts';

export interface RefundOrderAmountDeps {
  orders: OrderRepository;
  refunds: OrderRefundRepository;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * The one entry point for "give this amount of this order back, for this reason" (decision 0075): a staff
 * refund, a change that costs less than what was paid. The refund is recorded with its audit entry, the
 * job that pays it back through the provider that took the payment (or to the reseller's credit) and the
 * e-mail of its *requested* step, in one transaction, and only while every refund stays within what was
 * paid. The caller has proved its right to the order; `by` is who answers for it in the audit log.
 */
export class RefundOrderAmount {
  readonly #deps: RefundOrderAmountDeps;
  constructor(deps: RefundOrderAmountDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    order: Order;
    amount: Cents;
    reason: string;
    by: { id: number; email: string };
    /** The audit log's name of the operation, such as `order.refund`. */
    action: string;
  }): Promise<OrderRefund | 'exceedsPaid'> {
    const { orders, refunds, ids, clock } = this.#deps;
    const { order, amount, reason, by } = input;
    const now = clock.now();
    const method: RefundMethod = order.paymentMethod === 'creditLimit' ? 'credit' : 'provider';
    const refund: OrderRefund = {
      id: ids.next(),
      orderId: order.id,
      amount,
      method,
      reason,
      status: 'queued',
      requestedBy: by.email,
      requestedAt: now.toISOString(),
      completedAt: null,
      sentThrough: null,
      reference: null,
    };
    const ceiling = refundCeiling(order, await orders.paymentAttempts(order.id));
    const outcome = await refunds.request(
      refund,
      ceiling,
      {
        at: now,
        actorId: by.id,
        actorEmail: by.email,
        action: input.action,
        subjectType: 'order',
        subjectId: order.id,
        before: { status: order.status },
        after: { refund: refund.id, amount, method, reason },
      },
      [
        {
          id: ids.next(),
          name: STAFF_REFUND_JOB,
          payload: { refundId: refund.id, orderId: order.id },
          createdAt: now,
        },
        ...refundStepEmailJob(
          ids.next(),
          { orderId: order.id, refundId: refund.id, step: 'requested', amount },
          now,
        ),
      ],
    );
    return outcome === 'exceedsPaid' ? outcome : refund;
  }
}
