import type { Actor } from '#domain/auth/principal.ts';
import { stateAllows } from '#domain/back-office/order-actions.ts';
import {
  type OrderRefund,
  type RefundMethod,
  refundRequestSchema,
} from '#domain/back-office/refund-request.ts';
import { err, ok } from '#domain/shared/result.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { orderPayment } from '../orders/order-payment.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { amountPaid } from './read-order-file.ts';
import { type BackOfficeResult, notAllowedNow, staffWith } from './staff-access.ts';
import { STAFF_REFUND_JOB } from './staff-refund-job.ts';

export interface RequestRefundDeps {
  orders: OrderRepository;
  refunds: OrderRefundRepository;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * Finance gives money back, in full or in part, with a reason: through the card provider that took it, or to
 * the reseller's credit for orders paid from it. The refund is queued as a job with its audit entry; the
 * repository refuses a total above what was paid, counting refunds still queued.
 */
export class RequestRefund {
  readonly #deps: RequestRefundDeps;
  constructor(deps: RequestRefundDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    orderId: string;
    form: unknown;
  }): Promise<BackOfficeResult<OrderRefund>> {
    const staff = staffWith(input.actor, 'refund');
    if (!staff.ok) return staff;
    const valid = validateWith(refundRequestSchema, input.form, 'invalidForm');
    if (!valid.ok) return err({ code: 'invalid', fields: valid.error.fields.map((field) => field.path) });
    const { orders, refunds, ids, clock } = this.#deps;
    const order = /^[0-9a-f-]{36}$/i.test(input.orderId) ? await orders.findById(input.orderId) : null;
    if (!order) return err({ code: 'notFound' });
    if (!stateAllows('refund', order)) return notAllowedNow(`not while the order is ${order.status}`);
    const payments = await orders.paymentAttempts(order.id);
    const method: RefundMethod = order.paymentMethod === 'creditLimit' ? 'credit' : 'provider';
    // The credit ledger takes one refund per order, of the whole charge.
    if (method === 'credit' && valid.value.amount !== order.breakdown.finalPrice)
      return err({ code: 'invalid', fields: ['amount'] });
    if (method === 'provider' && !orderPayment(payments))
      return notAllowedNow('no card payment left to refund');
    const now = clock.now();
    const refund: OrderRefund = {
      id: ids.next(),
      orderId: order.id,
      amount: valid.value.amount,
      method,
      reason: valid.value.reason,
      status: 'queued',
      requestedBy: staff.value.email,
      requestedAt: now.toISOString(),
      completedAt: null,
    };
    const outcome = await refunds.request(
      refund,
      amountPaid(order, payments),
      {
        at: now,
        actorId: staff.value.id,
        actorEmail: staff.value.email,
        action: 'order.refund',
        subjectType: 'order',
        subjectId: order.id,
        before: { status: order.status },
        after: { refund: refund.id, amount: refund.amount, method, reason: refund.reason },
      },
      [
        {
          id: ids.next(),
          name: STAFF_REFUND_JOB,
          payload: { refundId: refund.id, orderId: order.id },
          createdAt: now,
        },
      ],
    );
    if (outcome === 'exceedsPaid') return err({ code: 'invalid', fields: ['amount'] });
    return ok(refund);
  }
}
