import { type OrderRefund, refundable } from '#domain/back-office/refund-request.ts';
import { type MoneyBack, moneyBack } from '#domain/orders/money-back.ts';
import type { Order } from '#domain/orders/order.ts';
import { CREDIT_LIMIT, refundExpectedBy } from '#domain/refunds/refund-steps.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import { emailMessage } from '../email/send-email-job.ts';
import { toLeadTraveller } from '../email/send-logged-email.ts';
import { staffRefundEmail } from '../email/staff-emails.ts';
import { orderDetailsUrl } from '../orders/order-details-url.ts';
import { type OrderMoneyDeps, orderMoneyOf } from '../orders/order-money.ts';
import { sendRefund } from '../orders/send-refund.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderRefundRepository, RefundOutcome } from '../ports/order-refund-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';
import { refundCeiling } from './read-order-file.ts';

export const STAFF_REFUND_JOB = 'order.staffRefund';

export interface StaffRefundJobDeps extends OrderMoneyDeps {
  orders: OrderRepository;
  refunds: OrderRefundRepository;
  gateways: PaymentGateway[];
  emailRenderer: EmailRenderer;
  words: MessageWords;
  /** Kyma's public address, for the e-mail's link to the booking. */
  publicUrl: string;
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/** The traveller's e-mail of a staff refund done, written with its outcome. */
function refundEmail(
  deps: StaffRefundJobDeps,
  order: Order,
  refund: OrderRefund,
  outcome: RefundOutcome,
  back: MoneyBack,
  now: Date,
) {
  const sent =
    outcome.reference && outcome.sentThrough
      ? {
          sent: {
            reference: outcome.reference,
            expectedBy: refundExpectedBy(now.toISOString(), outcome.sentThrough),
          },
        }
      : {};
  return emailMessage(deps.ids.next(), now, {
    ...deps.emailRenderer.render(
      staffRefundEmail(
        {
          locale: order.locale,
          name: `${order.leader.firstName} ${order.leader.lastName}`,
          reference: order.reference,
          amount: refund.amount,
          method: refund.method,
          moneyBack: back,
          manageUrl: orderDetailsUrl(deps.publicUrl, order),
          ...sent,
        },
        deps.words(order.locale),
      ),
    ),
    ...toLeadTraveller(order, 'staffRefund'),
  });
}

/** Gives the refund back to the reseller's credit, or on the order's payments latest first (decision 0084). */
async function payBack(
  deps: StaffRefundJobDeps,
  refund: OrderRefund,
  orderId: string,
): Promise<RefundOutcome> {
  if (refund.method === 'credit') {
    const credited = await deps.orders.refundCredit(orderId, deps.clock.now());
    return credited ? { status: 'done', sentThrough: CREDIT_LIMIT } : { status: 'refused' };
  }
  const sent = await sendRefund(deps, orderId, refund.id, refund.amount);
  return sent
    ? { status: 'done', sentThrough: sent.sentThrough, reference: sent.refundReference }
    : { status: 'refused' };
}

/**
 * `order.staffRefund`: pays one staff refund back. The refund is claimed (`queued → sending`) before the
 * providers are asked, so a rerun never pays twice; a run that dies while the provider answers leaves it
 * `sending`, for staff to check with the provider. Once everything paid has gone back, the order's
 * payments are marked refunded (the automatic refunds then find nothing to give back) and an order that needed
 * attention, was cancelled or kept its tickets moves to `refunded`.
 */
export function staffRefundHandler(deps: StaffRefundJobDeps): JobHandler {
  return async (payload) => {
    const refundId = (payload as { refundId?: unknown } | null)?.refundId;
    const refund = typeof refundId === 'string' ? await deps.refunds.find(refundId) : null;
    if (refund?.status !== 'queued') return;
    const order = await deps.orders.findById(refund.orderId);
    if (!order || !(await deps.refunds.claim(refund.id))) return;
    const outcome = await payBack(deps, refund, order.id);
    const done = outcome.status === 'done';
    const now = deps.clock.now();
    // The refund just sent is in the ledger already: its draws, or its credit row.
    const back = moneyBack(order, (await orderMoneyOf(deps, order)).ledger);
    const told = done && back ? [refundEmail(deps, order, refund, outcome, back, now)] : [];
    // A refund done gets its credit document (decision 0096).
    const credit = done ? [orderJob(deps.ids.next(), ORDER_JOBS.reportFiscalDocument, order.id, now)] : [];
    await deps.refunds.complete(refund.id, outcome, now, [...told, ...credit]);
    if (!done) {
      deps.logger.error({ orderId: order.id, refundId: refund.id }, 'staff refund refused');
      return;
    }
    const settled = await deps.refunds.list(order.id);
    const payments = await deps.orders.paymentAttempts(order.id);
    const everythingBack =
      refundable(refundCeiling(order, payments), settled) === 0 &&
      settled.every((r) => r.status !== 'queued');
    // A cancellation's own refund is still to be paid by `order.cancel`, which then settles the order.
    const cancellationOwes = order.status === 'cancelled' && (order.cancellation?.refund ?? 0) > 0;
    if (!everythingBack || cancellationOwes) return;
    // Every payment the order's money is on is given back whole: the automatic refunds find nothing left.
    for (const paid of payments.filter((p) => !p.surplus && p.status === 'succeeded')) {
      await deps.orders.completeRefund(paid.id, now);
    }
    if (['needsAttention', 'cancelled', 'ticketed'].includes(order.status)) {
      await deps.orders.transition({
        orderId: order.id,
        from: [order.status],
        to: 'refunded',
        cause: { code: 'refundedInFull', values: { staff: refund.requestedBy } },
        at: now,
      });
    }
  };
}
