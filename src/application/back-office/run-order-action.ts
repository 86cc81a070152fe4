import type { Actor, Principal } from '#domain/auth/principal.ts';
import { ORDER_ACTIONS, stateAllows } from '#domain/back-office/order-actions.ts';
import type { Order } from '#domain/orders/order.ts';
import { err, ok } from '#domain/shared/result.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import { orderPayment } from '../orders/order-payment.ts';
import type { AuditEntry, AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobBoard } from '../ports/job-board.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OrderShipmentRepository } from '../ports/order-shipment-repository.ts';
import { type BackOfficeResult, staffWith } from './staff-access.ts';

/** The actions that queue an existing order job (the refund has its own form and use case). */
export type QueuedOrderAction = 'resendEmail' | 'courierVoucher' | 'retryTicketing' | 'cancelUpstream';

const JOB_OF: Record<QueuedOrderAction, (typeof ORDER_JOBS)[keyof typeof ORDER_JOBS]> = {
  resendEmail: ORDER_JOBS.sendConfirmation,
  courierVoucher: ORDER_JOBS.createCourierVoucher,
  retryTicketing: ORDER_JOBS.issueTickets,
  cancelUpstream: ORDER_JOBS.cancel,
};

export interface RunOrderActionDeps {
  orders: OrderRepository;
  shipments: OrderShipmentRepository;
  jobs: JobBoard;
  audit: AuditLog;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * Queues a staff action on an order as its job, with the audit entry. Idempotent: while the same job for the
 * order is still waiting (a double click, two staff at once), another is refused; so is anything the
 * order's state does not allow.
 */
export class RunOrderAction {
  readonly #deps: RunOrderActionDeps;
  constructor(deps: RunOrderActionDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    actor: Actor;
    orderId: string;
    action: QueuedOrderAction;
  }): Promise<BackOfficeResult<Order>> {
    const staff = staffWith(input.actor, ORDER_ACTIONS[input.action].ability);
    if (!staff.ok) return staff;
    const order = /^[0-9a-f-]{36}$/i.test(input.orderId)
      ? await this.#deps.orders.findById(input.orderId)
      : null;
    if (!order) return err({ code: 'notFound' });
    if (!stateAllows(input.action, order))
      return err({ code: 'orderStateForbids', values: { status: order.status } });
    const name = JOB_OF[input.action];
    const waiting = await this.#deps.jobs.list({ state: 'waiting', orderId: order.id, limit: 50, offset: 0 });
    const failing = await this.#deps.jobs.list({ state: 'failed', orderId: order.id, limit: 50, offset: 0 });
    if ([...waiting.jobs, ...failing.jobs].some((job) => job.name === name))
      return err({ code: 'jobAlreadyWaiting' });
    if (input.action === 'courierVoucher' && (await this.#deps.shipments.findByOrder(order.id)))
      return err({ code: 'courierVoucherAlreadyMade' });
    if (input.action === 'retryTicketing' && order.paymentMethod === 'card') {
      const payments = await this.#deps.orders.paymentAttempts(order.id);
      // Money being or already given back must not be ticketed again.
      if (!orderPayment(payments)) return err({ code: 'paymentRefunded' });
    }
    return this.#queue(staff.value, order, input.action, name);
  }

  async #queue(
    staff: Principal,
    order: Order,
    action: QueuedOrderAction,
    name: (typeof ORDER_JOBS)[keyof typeof ORDER_JOBS],
  ): Promise<BackOfficeResult<Order>> {
    const { orders, audit, ids, clock } = this.#deps;
    const now = clock.now();
    const job = orderJob(ids.next(), name, order.id, now);
    const entry = (after: Order): AuditEntry => ({
      at: now,
      actorId: staff.id,
      actorEmail: staff.email,
      action: `order.${action}`,
      subjectType: 'order',
      subjectId: order.id,
      before: { status: order.status },
      after: { status: after.status, job: job.id },
    });
    // Retrying a ticketing that needed attention, or cancelling, is a change of state: the job goes with it.
    const move =
      action === 'cancelUpstream'
        ? { to: 'cancelled' as const, cause: 'cancelledUpstream' as const }
        : action === 'retryTicketing' && order.status === 'needsAttention'
          ? { to: 'paid' as const, cause: 'ticketingRetried' as const }
          : null;
    if (!move) {
      await audit.record(entry(order), [job]);
      return ok(order);
    }
    const moved = await orders.transition({
      orderId: order.id,
      from: [order.status],
      to: move.to,
      cause: { code: move.cause, values: { staff: staff.email } },
      at: now,
      patch:
        move.to === 'cancelled'
          ? {
              // Staff cancel without a refund of their own: finance decides the refund as a separate action.
              cancellation: {
                coverage: 'none',
                paid: order.breakdown.finalPrice,
                fee: order.breakdown.finalPrice,
                refund: 0,
                requestedAt: now.toISOString(),
              },
            }
          : undefined,
      outbox: [job],
    });
    if (!moved) return err({ code: 'orderChangedMeanwhile' });
    await audit.record(entry(moved), []);
    return ok(moved);
  }
}
