import { legStatus, type OrderLegCancellation } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { legRefundId } from '#domain/refunds/order-refunds.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import { legCancellationEmail } from '../email/leg-cancellation-email.ts';
import { emailMessage } from '../email/send-email-job.ts';
import type { CancelBookingLeg } from '../ferry/cancel-booking-leg.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import { moveLeg } from './leg-moves.ts';
import { orderDetailsUrl } from './order-details-url.ts';
import { refundStepEmailJob } from './refund-step-email-job.ts';
import { sendRefund } from './send-refund.ts';
import { upstreamLegOf } from './upstream-bookings.ts';

export const CANCEL_ORDER_LEG_JOB = 'order.cancelLeg';

/** The job of one leg's cancellation, written with the leg's move to `cancelled`. */
export function cancelOrderLegJob(id: string, orderId: string, legIndex: number, at: Date): OutboxMessage {
  return { id, name: CANCEL_ORDER_LEG_JOB, payload: { orderId, legIndex }, createdAt: at };
}

export interface CancelOrderLegJobDeps {
  orders: OrderRepository;
  cancelBookingLeg: CancelBookingLeg;
  /** The cancelled sailing's ports by name, for the e-mail. */
  listPorts: ListPorts;
  gateways: PaymentGateway[];
  emailRenderer: EmailRenderer;
  words: MessageWords;
  publicUrl: string;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/** Thrown so the queue retries later: an upstream that did not answer has not cancelled. */
class UpstreamNotAnswering extends Error {
  override name = 'UpstreamNotAnswering';
}

/**
 * `order.cancelLeg` (decision 0067): cancels the leg's tickets at its company, then claims the refund
 * (`cancelled → refunding`, the company's acceptance dated) before the provider is asked, pays the accepted
 * refund back through the provider that took the payment, and records it sent (`refunding → refunded`, with
 * the provider's reference) together with the e-mail of the cancelled sailing and the job that e-mails
 * the new voucher as "your booking is updated". A rerun after the company cancelled cancels again
 * harmlessly; one that finds the refund claimed but not recorded leaves it to staff rather than risk
 * paying twice.
 */
export function cancelOrderLegHandler(deps: CancelOrderLegJobDeps): JobHandler {
  return async (payload) => {
    const { orderId, legIndex } = (payload ?? {}) as { orderId?: string; legIndex?: number };
    const order = typeof orderId === 'string' ? await deps.orders.findById(orderId) : null;
    const leg = typeof legIndex === 'number' ? order?.legs[legIndex] : undefined;
    if (!order || !leg?.cancellation || legIndex === undefined) return;
    if (legStatus(leg) === 'refunding') {
      deps.logger.error({ orderId, legIndex }, 'a leg refund was interrupted: staff must check the provider');
      return;
    }
    if (legStatus(leg) !== 'cancelled' || !(await cancelAtCompany(deps, order, legIndex))) return;
    const now = deps.clock.now();
    const claimed = await moveLeg(deps.orders, order.id, legIndex, ({ cancellation }) => ({
      cancellation: { ...cancellation!, status: 'refunding', acceptedAt: now.toISOString() },
      cause: { code: 'legCancelledAtCompany', values: { sailing: String(legIndex + 1) } },
      at: now,
      outbox: refundStepEmailJob(
        deps.ids.next(),
        {
          orderId: order.id,
          refundId: legRefundId(legIndex),
          step: 'accepted',
          amount: cancellation!.refund,
        },
        now,
      ),
    }));
    if (claimed) await payBack(deps, claimed, legIndex);
  };
}

async function cancelAtCompany(deps: CancelOrderLegJobDeps, order: Order, legIndex: number) {
  const answer = await deps.cancelBookingLeg.execute({ ...upstreamLegOf(order, legIndex), confirm: true });
  if (!answer.ok && answer.error.code === 'upstreamUnavailable') {
    throw new UpstreamNotAnswering(`${order.legs[legIndex]!.agentName}: ${answer.error.message}`);
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
async function payBack(deps: CancelOrderLegJobDeps, order: Order, legIndex: number): Promise<void> {
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
  const sailing = await sailingNames(deps, order, legIndex);
  await moveLeg(deps.orders, order.id, legIndex, (_leg, current) => ({
    cancellation: refunded,
    cause,
    at: now,
    outbox: [
      orderJob(deps.ids.next(), ORDER_JOBS.sendUpdatedVoucher, order.id, now),
      // The refund sent gets its credit document (decision 0096).
      orderJob(deps.ids.next(), ORDER_JOBS.reportFiscalDocument, order.id, now),
      emailMessage(deps.ids.next(), now, {
        ...deps.emailRenderer.render(
          legCancellationEmail(
            current,
            legIndex,
            sailing,
            refunded,
            orderDetailsUrl(deps.publicUrl, current),
            deps.words(current.locale),
          ),
        ),
        to: current.leader.email,
        template: 'legCancellation',
        locale: current.locale,
        orderId: current.id,
      }),
    ],
  }));
}

async function sailingNames(deps: CancelOrderLegJobDeps, order: Order, legIndex: number) {
  const { booking } = order.legs[legIndex]!;
  const ports = await deps.listPorts.execute({ lang: order.locale });
  const name = (code: string) =>
    (ports.ok ? ports.value.find((port) => port.code === code)?.name : null) ?? code;
  return { from: name(booking.departurePort), to: name(booking.destinationPort) };
}
