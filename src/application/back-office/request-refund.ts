import type { Actor, Principal } from '#domain/auth/principal.ts';
import { stateAllows } from '#domain/back-office/order-actions.ts';
import {
  type OrderRefund,
  type RefundMethod,
  type RefundRequest,
  refundable,
  ticketChoiceNeeded,
} from '#domain/back-office/refund-request.ts';
import type { Order } from '#domain/orders/order.ts';
import { ORDER_REFUND_ID } from '#domain/refunds/order-refunds.ts';
import { err, ok } from '#domain/shared/result.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import { orderPayment } from '../orders/order-payment.ts';
import type { RefundOrderAmount } from '../orders/refund-order-amount.ts';
import { refundStepEmailJob } from '../orders/refund-step-email-job.ts';
import type { AuditEntry, AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { amountPaid, refundCeiling } from './read-order-file.ts';
import { type BackOfficeResult, invalidFields, staffWith } from './staff-access.ts';

export interface RequestRefundDeps {
  orders: OrderRepository;
  refunds: OrderRefundRepository;
  refundAmount: RefundOrderAmount;
  audit: AuditLog;
  ids: IdGenerator;
  clock: Clock;
}

type RefundForm = { amount: number; reason: string };

/**
 * Finance gives money back, in full or in part, with a reason: through the card provider that took it, or to
 * the reseller's credit for orders paid from it. The refund is queued as a job with its audit entry; the
 * repository refuses a total above what was paid, counting refunds still queued. Refunding everything left
 * of a ticketed order needs a word on its tickets (decision 0054): `cancel` cancels them at the company
 * before the money goes back (`order.cancel`), `keep` refunds without cancelling.
 */
export class RequestRefund {
  readonly #deps: RequestRefundDeps;
  constructor(deps: RequestRefundDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    orderId: string;
    /** As `refundRequestSchema` reads it (the page's action checks the form with it). */
    form: RefundRequest;
  }): Promise<BackOfficeResult<OrderRefund | Order>> {
    const staff = staffWith(input.actor, 'refund');
    if (!staff.ok) return staff;
    const { orders, refunds } = this.#deps;
    const order = /^[0-9a-f-]{36}$/i.test(input.orderId) ? await orders.findById(input.orderId) : null;
    if (!order) return err({ code: 'notFound' });
    if (!stateAllows('refund', order))
      return err({ code: 'orderStateForbids', values: { status: order.status } });
    const payments = await orders.paymentAttempts(order.id);
    const method: RefundMethod = order.paymentMethod === 'creditLimit' ? 'credit' : 'provider';
    // The credit ledger takes one refund per order, of the whole charge.
    if (method === 'credit' && input.form.amount !== order.breakdown.finalPrice)
      return invalidFields(['amount']);
    if (method === 'provider' && !orderPayment(payments)) return err({ code: 'noCardPaymentLeft' });
    const { tickets, ...form } = input.form;
    const left = refundable(refundCeiling(order, payments), await refunds.list(order.id));
    if (form.amount > left) return invalidFields(['amount']);
    if (tickets === 'cancel' && order.status === 'ticketed')
      return this.#cancelThenRefund(staff.value, order, amountPaid(order, payments), form);
    if (!tickets && ticketChoiceNeeded(order.status, form.amount, left)) return invalidFields(['tickets']);
    return this.#queueRefund(staff.value, order, form);
  }

  /** The tickets go first: `order.cancel` cancels them at the company, then pays back the staff's figure. */
  async #cancelThenRefund(
    staff: Principal,
    order: Order,
    paid: number,
    form: RefundForm,
  ): Promise<BackOfficeResult<Order>> {
    const { orders, audit, ids, clock } = this.#deps;
    const now = clock.now();
    const job = orderJob(ids.next(), ORDER_JOBS.cancel, order.id, now);
    const moved = await orders.transition({
      orderId: order.id,
      from: ['ticketed'],
      to: 'cancelled',
      cause: { code: 'cancelledForRefund', values: { staff: staff.email } },
      at: now,
      patch: {
        cancellation: {
          coverage: form.amount === paid ? 'full' : 'partial',
          paid,
          fee: paid - form.amount,
          refund: form.amount,
          requestedAt: now.toISOString(),
        },
      },
      outbox: [
        job,
        ...refundStepEmailJob(
          ids.next(),
          { orderId: order.id, refundId: ORDER_REFUND_ID, step: 'requested', amount: form.amount },
          now,
        ),
      ],
    });
    if (!moved) return err({ code: 'orderChangedMeanwhile' });
    await audit.record(
      this.#entry(staff, order, now, {
        status: moved.status,
        job: job.id,
        amount: form.amount,
        reason: form.reason,
        tickets: 'cancel',
      }),
      [],
    );
    return ok(moved);
  }

  async #queueRefund(
    staff: Principal,
    order: Order,
    form: RefundForm,
  ): Promise<BackOfficeResult<OrderRefund>> {
    const queued = await this.#deps.refundAmount.execute({
      order,
      amount: form.amount,
      reason: form.reason,
      by: staff,
      action: 'order.refund',
    });
    return queued === 'exceedsPaid' ? invalidFields(['amount']) : ok(queued);
  }

  #entry(staff: Principal, order: Order, at: Date, after: Record<string, unknown>): AuditEntry {
    return {
      at,
      actorId: staff.id,
      actorEmail: staff.email,
      action: 'order.refund',
      subjectType: 'order',
      subjectId: order.id,
      before: { status: order.status },
      after,
    };
  }
}
