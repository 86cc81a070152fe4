import { legStatus, type OrderLegCancellation } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { legRefundId } from '#domain/refunds/order-refunds.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import type { LegCancellationReason } from '../email/leg-cancellation-email.ts';
import type { CancelBookingLeg } from '../ferry/cancel-booking-leg.ts';
import { RetryLater } from '../jobs/retry-later.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import { moveLeg } from './leg-moves.ts';
import { sendLegCancellationJob } from './send-leg-cancellation-job.ts';
import { sendRefund } from './send-refund.ts';
import { upstreamLegOf } from './upstream-bookings.ts';

export const CANCEL_ORDER_LEG_JOB = 'order.cancelLeg';

/** The job of one leg's cancellation, written with the leg's move to `cancelled`, with why it was asked. */
export function cancelOrderLegJob(
  id: string,
  leg: {
    orderId: string;
    legIndex: number;
    reason: LegCancellationReason;
    /** The company cancelled the leg itself (found by the reconciliation): it is not asked again. */
    cancelledAtCompany?: boolean;
  },
  at: Date,
): OutboxMessage {
  return { id, name: CANCEL_ORDER_LEG_JOB, payload: leg, createdAt: at };
}

export interface CancelOrderLegJobDeps {
  orders: OrderRepository;
  cancelBookingLeg: CancelBookingLeg;
  gateways: PaymentGateway[];
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/**
 * `order.cancelLeg` (decision 0067): cancels the leg's tickets at its company, then claims the refund
 * (`cancelled → refunding`, the company's acceptance dated) before the provider is asked, pays the accepted
 * refund back through the provider that took the payment, and records it sent (`refunding → refunded`, with
 * the provider's reference) together with the job of the cancellation's one e-mail (decision 0111): the
 * steps in between send none of their own, that e-mail tells them all. A rerun after the company cancelled
 * cancels again harmlessly; one that finds the refund claimed but not recorded leaves it to staff rather
 * than risk paying twice.
 */
export function cancelOrderLegHandler(deps: CancelOrderLegJobDeps): JobHandler {
  return async (payload) => {
    const { orderId, legIndex, reason, cancelledAtCompany } = (payload ?? {}) as {
      orderId?: string;
      legIndex?: number;
      reason?: LegCancellationReason;
      cancelledAtCompany?: boolean;
    };
    const order = typeof orderId === 'string' ? await deps.orders.findById(orderId) : null;
    const leg = typeof legIndex === 'number' ? order?.legs[legIndex] : undefined;
    if (!order || !leg?.cancellation || legIndex === undefined) return;
    if (legStatus(leg) === 'refunding') {
      deps.logger.error({ orderId, legIndex }, 'a leg refund was interrupted: staff must check the provider');
      return;
    }
    if (legStatus(leg) !== 'cancelled') return;
    if (cancelledAtCompany !== true && !(await cancelAtCompany(deps, order, legIndex))) return;
    const now = deps.clock.now();
    const claimed = await moveLeg(deps.orders, order.id, legIndex, ({ cancellation }) => ({
      cancellation: { ...cancellation!, status: 'refunding', acceptedAt: now.toISOString() },
      cause: { code: 'legCancelledAtCompany', values: { sailing: String(legIndex + 1) } },
      at: now,
    }));
    if (claimed) await payBack(deps, claimed, legIndex, reason ?? 'asked');
  };
}

async function cancelAtCompany(deps: CancelOrderLegJobDeps, order: Order, legIndex: number) {
  const answer = await deps.cancelBookingLeg.execute({ ...upstreamLegOf(order, legIndex), confirm: true });
  if (!answer.ok && answer.error.code === 'upstreamUnavailable') {
    throw new RetryLater(`${order.legs[legIndex]!.agentName}: ${answer.error.message}`);
  }
  if (!answer.ok) {
    deps.logger.error(
      { orderId: order.id, legIndex, error: answer.error },
      'upstream refused: staff must act',
    );
  }
  return answer.ok;
}

/** Sends the claimed refund back on the order's payments (decision 0084) and records it sent, once. */
async function payBack(
  deps: CancelOrderLegJobDeps,
  order: Order,
  legIndex: number,
  reason: LegCancellationReason,
): Promise<void> {
  const cancellation = order.legs[legIndex]!.cancellation!;
  let sent: Pick<OrderLegCancellation, 'sentThrough' | 'refundReference'> = {};
  if (cancellation.refund > 0) {
    const refunded = await sendRefund(deps, order.id, legRefundId(legIndex), cancellation.refund);
    if (!refunded) return;
    sent = refunded;
  }
  const now = deps.clock.now();
  const refunded = { ...cancellation, ...sent, status: 'refunded' as const, sentAt: now.toISOString() };
  const sailingNumber = String(legIndex + 1);
  const cause: TimelineCause = sent.sentThrough
    ? { code: 'legRefundSentThrough', values: { sailing: sailingNumber, provider: sent.sentThrough } }
    : { code: 'legRefundSent', values: { sailing: sailingNumber } };
  await moveLeg(deps.orders, order.id, legIndex, () => ({
    cancellation: refunded,
    cause,
    at: now,
    outbox: [
      sendLegCancellationJob(deps.ids.next(), { orderId: order.id, legIndex, reason }, now),
      // The refund sent gets its credit document (decision 0096).
      orderJob(deps.ids.next(), ORDER_JOBS.reportFiscalDocument, order.id, now),
    ],
  }));
}
