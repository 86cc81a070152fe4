import { REFUND_EMAIL_STEPS, type RefundEmailStep, refundStepEmail } from '../email/refund-step-email.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import { orderDetailsUrl } from './order-details-url.ts';
import { orderMoneyOf } from './order-money.ts';

export const REFUND_STEP_EMAIL_JOB = 'order.refundStepEmail';

/**
 * The e-mail of one refund's step, written to the outbox in the transaction that records the step
 * (decision 0075): it is never lost with a step that happened, and never written by one that did not. A
 * refund of nothing is no refund: it has no steps to tell.
 */
export function refundStepEmailJob(
  id: string,
  refund: { orderId: string; refundId: string; step: RefundEmailStep; amount: number },
  at: Date,
): OutboxMessage[] {
  if (refund.amount <= 0) return [];
  const { orderId, refundId, step } = refund;
  return [{ id, name: REFUND_STEP_EMAIL_JOB, payload: { orderId, refundId, step }, createdAt: at }];
}

export interface RefundStepEmailJobDeps {
  orders: OrderRepository;
  refunds: OrderRefundRepository;
  changes: Pick<OrderChangeRepository, 'ofOrder'>;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  words: MessageWords;
  publicUrl: string;
  clock: Clock;
}

/**
 * `order.refundStepEmail`: tells the traveller, in the order's language, of the step a refund reached,
 * reading the refund as the order page shows it. The e-mail log sends it once per job, however often the
 * job is delivered.
 */
export function refundStepEmailHandler(deps: RefundStepEmailJobDeps): JobHandler {
  return async (payload, job) => {
    const { orderId, refundId, step } = (payload ?? {}) as Record<string, unknown>;
    if (typeof orderId !== 'string' || !REFUND_EMAIL_STEPS.includes(step as RefundEmailStep)) return;
    const order = await deps.orders.findById(orderId);
    const refund = order && (await orderMoneyOf(deps, order)).refunds.find((track) => track.id === refundId);
    // A refund its provider is still processing is not told sent (decision 0130).
    if (!order || !refund || (step === 'sent' && !refund.sentAt)) return;
    await sendLoggedEmail(deps, {
      id: job.id,
      ...deps.emailRenderer.render(
        refundStepEmail(
          order,
          refund,
          step as RefundEmailStep,
          orderDetailsUrl(deps.publicUrl, order),
          deps.words(order.locale),
        ),
      ),
      ...toLeadTraveller(order, 'refundStep'),
    });
  };
}
