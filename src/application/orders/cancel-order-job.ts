import type { Order } from '#domain/orders/order.ts';
import { ORDER_REFUND_ID } from '#domain/refunds/order-refunds.ts';
import { CREDIT_LIMIT, type RefundProgress } from '#domain/refunds/refund-steps.ts';
import { ORDER_JOBS, orderJob, orderOfJob } from '../checkout/order-jobs.ts';
import { orderCancellationEmail } from '../email/order-cancellation-email.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import type { CancelBooking } from '../ferry/cancel-booking.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import { RetryLater } from '../jobs/retry-later.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import type { SettingsRepository } from '../ports/settings-repository.ts';
import type { NotifyPassHolders } from '../wallet/notify-pass-holders.ts';
import { cancelledSailings, cancellingCalendar } from './cancelled-sailings.ts';
import { orderDetailsUrl } from './order-details-url.ts';
import { orderPayment } from './order-payment.ts';
import { refundStepEmailJob } from './refund-step-email-job.ts';
import { sendRefund } from './send-refund.ts';
import { upstreamBookingsOf } from './upstream-bookings.ts';

export interface CancelOrderJobDeps {
  /** The devices holding the order's passes are told: they are voided (decision 0129). */
  notifyPassHolders: Pick<NotifyPassHolders, 'execute'>;
  orders: OrderRepository;
  cancelBooking: CancelBooking;
  gateways: PaymentGateway[];
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  /** Kyma's public address, for the e-mail's link to the booking. */
  publicUrl: string;
  /** The sailings' ports by name and the agency's address, for the calendar file that removes them. */
  listPorts: ListPorts;
  settings: SettingsRepository;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/**
 * `order.cancel`: cancels every upstream booking of an order the traveller cancelled, refunds the amount
 * they accepted through the provider that took the payment (or to the reseller's credit limit), moves the
 * order `cancelled → refunded` and e-mails the confirmation. Each step survives a rerun: upstream cancelling
 * is idempotent, a card refund is claimed before the provider is asked (a run that finds it claimed but
 * unfinished leaves it to staff rather than risk paying twice), the credit ledger takes one refund per
 * order, and the e-mail log sends the confirmation once per job. The refund's steps are dated on the order's
 * `cancellation` — accepted once the company cancelled, sent with the provider's reference — each with its
 * e-mail written in the same move (decision 0075).
 */
export function cancelOrderHandler(deps: CancelOrderJobDeps): JobHandler {
  return async (payload, job) => {
    const order = await orderOfJob(deps.orders, payload, ['cancelled', 'refunded']);
    if (!order?.cancellation) return;
    // The company cancelled the bookings itself (found by the reconciliation, decision 0121): not asked again.
    const atCompany = (payload as { cancelledAtCompany?: unknown } | null)?.cancelledAtCompany === true;
    if (order.status === 'cancelled') {
      if (!atCompany && !(await cancelUpstream(deps, order))) return;
      const accepted = await recordAccepted(deps, order);
      if (!accepted || !(await refund(deps, accepted))) return;
    }
    await sendConfirmation(deps, order, job.id);
  };
}

async function cancelUpstream(deps: CancelOrderJobDeps, order: Order): Promise<boolean> {
  for (const upstream of upstreamBookingsOf(order)) {
    const answer = await deps.cancelBooking.execute({
      orderCode: upstream.orderCode,
      agentName: upstream.agentName,
      confirm: true,
    });
    if (!answer.ok && answer.error.code === 'upstreamUnavailable') {
      throw new RetryLater(`${upstream.agentName}: ${answer.error.message}`);
    }
    if (!answer.ok) {
      deps.logger.error(
        { orderId: order.id, error: answer.error },
        'upstream refused to cancel: staff must act',
      );
      return false;
    }
  }
  return true;
}

/**
 * The company cancelled the tickets: the refund's *accepted* step, dated once with its e-mail (a rerun finds
 * it dated and goes on). Resolves the order as it now is, or null when it moved on meanwhile.
 */
async function recordAccepted(deps: CancelOrderJobDeps, order: Order): Promise<Order | null> {
  const cancellation = order.cancellation!;
  if (cancellation.acceptedAt) return order;
  const now = deps.clock.now();
  const moved = await deps.orders.transition({
    orderId: order.id,
    from: ['cancelled'],
    to: 'cancelled',
    cause: { code: 'cancellationAcceptedAtCompany' },
    at: now,
    guard: (current) => !current.cancellation?.acceptedAt,
    patch: { cancellation: { ...cancellation, acceptedAt: now.toISOString() } },
    outbox: refundStepEmailJob(
      deps.ids.next(),
      { orderId: order.id, refundId: ORDER_REFUND_ID, step: 'accepted', amount: cancellation.refund },
      now,
    ),
  });
  if (moved) return moved;
  const current = await deps.orders.findById(order.id);
  return current?.status === 'cancelled' ? current : null;
}

/** Gives the accepted refund back once; resolves true when nothing is left to pay back. */
async function refund(deps: CancelOrderJobDeps, order: Order): Promise<boolean> {
  const cancellation = order.cancellation!;
  if (cancellation.refund === 0) return true;
  let sent: Sent | null;
  if (order.paymentMethod === 'creditLimit') {
    // The ledger takes one refund per order: a rerun after the credit went back only finishes the move.
    await deps.orders.refundCredit(order.id, deps.clock.now(), cancellation.refund);
    sent = { sentThrough: CREDIT_LIMIT };
  } else {
    sent = await refundCard(deps, order, cancellation.refund);
  }
  if (!sent) return false;
  const now = deps.clock.now();
  await deps.orders.transition({
    orderId: order.id,
    from: ['cancelled'],
    to: 'refunded',
    cause:
      sent.sentThrough === CREDIT_LIMIT
        ? { code: 'cancellationRefundedToCredit' }
        : { code: 'cancellationRefundedThrough', values: { provider: sent.sentThrough } },
    at: now,
    patch: { cancellation: { ...cancellation, ...sent, sentAt: now.toISOString() } },
    outbox: [
      ...refundStepEmailJob(
        deps.ids.next(),
        { orderId: order.id, refundId: ORDER_REFUND_ID, step: 'sent', amount: cancellation.refund },
        now,
      ),
      // The refund sent gets its credit document (decision 0096).
      orderJob(deps.ids.next(), ORDER_JOBS.reportFiscalDocument, order.id, now),
    ],
  });
  return true;
}

type Sent = Pick<RefundProgress, 'refundReference'> & { sentThrough: string };

/**
 * Back on the order's payments, latest first (decision 0084), the order's own payment claimed first as the
 * guard against paying twice; resolves where it went, or null when staff must act.
 */
async function refundCard(deps: CancelOrderJobDeps, order: Order, amount: number): Promise<Sent | null> {
  const attempts = await deps.orders.paymentAttempts(order.id);
  const paid = orderPayment(attempts, ['succeeded', 'refunding', 'refunded']);
  if (!paid) {
    deps.logger.error({ orderId: order.id }, 'no card payment to refund the cancellation: staff must refund');
    return null;
  }
  if (paid.status === 'refunding') {
    deps.logger.error(
      { orderId: order.id },
      'a refund was interrupted: staff must check it with the provider',
    );
    return null;
  }
  if (paid.status === 'refunded') {
    return {
      sentThrough: paid.provider,
      ...(paid.refundReference ? { refundReference: paid.refundReference } : {}),
    };
  }
  if (!(await deps.orders.claimRefund(paid.id))) return null;
  const sent = await sendRefund(deps, order.id, ORDER_REFUND_ID, amount);
  if (sent) await deps.orders.completeRefund(paid.id, deps.clock.now(), sent.refundReference);
  return sent;
}

/**
 * The cancellation's e-mail, with the `METHOD:CANCEL` calendar file of the sailings it ended (decision
 * 0111): those still valid when the order was cancelled, a sailing cancelled alone before having had its own.
 */
async function sendConfirmation(deps: CancelOrderJobDeps, order: Order, jobId: string): Promise<void> {
  const ended = order.legs.flatMap((leg, index) => (leg.cancellation ? [] : [index]));
  const sailings = await cancelledSailings(deps.listPorts, order, ended);
  const calendar = sailings.length
    ? [await cancellingCalendar(deps, order, sailings, `kyma-${order.reference}-cancelled.ics`)]
    : [];
  await sendLoggedEmail(deps, {
    id: jobId,
    ...deps.emailRenderer.render(
      orderCancellationEmail(
        order,
        order.cancellation!,
        orderDetailsUrl(deps.publicUrl, order),
        deps.words(order.locale),
      ),
    ),
    attachments: calendar,
    ...toLeadTraveller(order, 'orderCancellation'),
  });
  await deps.notifyPassHolders.execute(order.id);
}
