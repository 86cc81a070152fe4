import type { Refusal } from '#domain/errors/refusal.ts';
import type { RefundChanged } from '#domain/orders/cancellation-quote.ts';
import { mayActOnBehalf, refundForDisruption } from '#domain/orders/on-behalf.ts';
import type { Order } from '#domain/orders/order.ts';
import { statusesBefore } from '#domain/orders/order-status.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { ORDER_REFUND_ID } from '#domain/refunds/order-refunds.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository, OrderTransition } from '../ports/order-repository.ts';
import type { OrderAccess } from './get-order.ts';
import { actingOnBehalf, onBehalfEntry } from './on-behalf.ts';
import type { QuoteOrderCancellation } from './quote-order-cancellation.ts';
import { refundStepEmailJob } from './refund-step-email-job.ts';

/** The upstream's quote moved since the traveller saw it (e.g. a fee band passed): they must see it again. */

/**
 * Why a cancellation happens when it is not the traveller's own wish: the timeline's cause, and the
 * disruption's choice it carries out, recorded with it (decision 0082).
 */
export interface CancellationCause {
  cause?: TimelineCause;
  disruptionChoice?: OrderTransition['disruptionChoice'];
}

export interface CancelOrderDeps {
  quote: QuoteOrderCancellation;
  orders: OrderRepository;
  audit: AuditLog;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * The traveller confirms the refund they were shown. The order moves `ticketed → cancelled` with the
 * accepted quote, and the `order.cancel` job is written in that same transaction: of two confirmations
 * (a double click, two tabs) exactly one moves the order and queues the job; the other is refused. Staff
 * or the booking's reseller may do it on the traveller's behalf, with the same quote: the timeline names
 * them and the audit log keeps who and when (issue #25 point 8).
 */
export class CancelOrder {
  readonly #deps: CancelOrderDeps;
  constructor(deps: CancelOrderDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { acceptedRefund: number } & CancellationCause,
  ): Promise<Result<Order, Refusal | RefundChanged>> {
    const quoted = await this.#deps.quote.execute(input);
    if (!quoted.ok) return quoted;
    const { order, quote } = quoted.value;
    if (quote.refund !== input.acceptedRefund) return err({ code: 'refundChanged', quote });
    const now = this.#deps.clock.now();
    const by = actingOnBehalf(input, order);
    if (by && !mayActOnBehalf(by, order, refundForDisruption(input.cause))) return err({ code: 'forbidden' });
    const moved = await this.#deps.orders.transition({
      orderId: order.id,
      from: statusesBefore('cancelled'),
      to: 'cancelled',
      cause:
        input.cause ??
        (by ? { code: 'cancelledOnBehalf', values: { staff: by.email } } : { code: 'cancelledByTraveller' }),
      at: now,
      disruptionChoice: input.disruptionChoice,
      patch: {
        cancellation: {
          coverage: quote.coverage,
          paid: quote.paid,
          fee: quote.fee,
          refund: quote.refund,
          requestedAt: now.toISOString(),
        },
      },
      outbox: [
        orderJob(this.#deps.ids.next(), ORDER_JOBS.cancel, order.id, now),
        ...refundStepEmailJob(
          this.#deps.ids.next(),
          { orderId: order.id, refundId: ORDER_REFUND_ID, step: 'requested', amount: quote.refund },
          now,
        ),
      ],
    });
    if (!moved) return err({ code: 'orderNotCancellable' });
    if (by) {
      await this.#deps.audit.record(
        onBehalfEntry(by, order, now, 'order.cancel', { status: moved.status, refund: quote.refund }),
        [],
      );
    }
    return ok(moved);
  }
}
