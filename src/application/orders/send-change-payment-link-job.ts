import { needsPayment } from '#domain/orders/order-change.ts';
import { changePaymentEmail } from '../email/change-payment-email.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { euros } from '../voucher/voucher-formatting.ts';
import { type IssueSignInLinkDeps, issueSignInLink } from './issue-sign-in-link.ts';
import { changeIdOf } from './order-change-jobs.ts';

export interface SendChangePaymentLinkDeps extends IssueSignInLinkDeps {
  orders: OrderRepository;
  changes: OrderChangeRepository;
  words: MessageWords;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  clock: Clock;
}

/**
 * `order.sendChangePaymentLink` (decision 0095): the lead traveller gets, once per job (the e-mail log), in the
 * order's language, a one-time link that opens their booking at the change awaiting payment, valid as long as
 * the change's hold. A change no longer held (paid, lapsed, expired by the sweeper) needs no link.
 */
export function sendChangePaymentLinkHandler(deps: SendChangePaymentLinkDeps): JobHandler {
  return async (payload, job) => {
    const changeId = changeIdOf(payload);
    const change = changeId ? await deps.changes.find(changeId) : null;
    const now = deps.clock.now();
    const expiresAt = new Date(change?.expiresAt ?? 0);
    if (change?.status !== 'held' || !needsPayment(change) || expiresAt <= now) return;
    const order = await deps.orders.findById(change.orderId);
    if (!order) return;
    const link = await issueSignInLink(deps, order, now, expiresAt, 'change');
    const minutes = Math.max(1, Math.floor((expiresAt.getTime() - now.getTime()) / 60_000));
    const values = { link, reference: order.reference, sailing: change.legIndex + 1, minutes };
    const email = changePaymentEmail(
      order.locale,
      { ...values, amount: euros(change.total) },
      deps.words(order.locale),
    );
    await sendLoggedEmail(deps, {
      id: job.id,
      ...deps.emailRenderer.render(email),
      ...toLeadTraveller(order, 'changePaymentLink'),
    });
  };
}
