import { disruptionLinkExpiry, leaderMobile } from '#domain/disruptions/disruption-notice.ts';
import type { Order } from '#domain/orders/order.ts';
import { disruptionEmail } from '../email/disruption-email.ts';
import { sendLoggedEmail, toLeadTraveller } from '../email/send-logged-email.ts';
import type { ListPorts } from '../ferry/list-ports.ts';
import { type IssueSignInLinkDeps, issueSignInLink } from '../orders/issue-sign-in-link.ts';
import type { Clock } from '../ports/clock.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { EmailRenderer } from '../ports/email-renderer.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { MessageWords } from '../ports/message-words.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { SmsLog } from '../ports/sms-log.ts';
import type { SmsSender } from '../ports/sms-sender.ts';
import { sendLoggedSms } from '../sms/send-logged-sms.ts';
import { noticeValues, wordedKind } from './disruption-words.ts';

/** The two notices of a disruption recorded on an order, each a job of the outbox. */
export const DISRUPTION_JOBS = {
  email: 'disruption.sendEmail',
  sms: 'disruption.sendSms',
} as const;

export interface DisruptionNoticePayload {
  orderId: string;
  agentName: string;
  eventId: string;
}

export interface SendDisruptionNoticeDeps extends IssueSignInLinkDeps {
  orders: OrderRepository;
  disruptions: DisruptionRepository;
  listPorts: ListPorts;
  words: MessageWords;
  mailer: Mailer;
  emailLog: EmailLog;
  emailRenderer: EmailRenderer;
  sms: SmsSender;
  smsLog: SmsLog;
  clock: Clock;
}

function isPayload(value: unknown): value is DisruptionNoticePayload {
  const payload = value as Partial<DisruptionNoticePayload> | null;
  return (
    typeof payload?.orderId === 'string' &&
    typeof payload.agentName === 'string' &&
    typeof payload.eventId === 'string'
  );
}

/** What a notice job needs: the order, the event as recorded on it, and its words. */
async function noticeOf(deps: SendDisruptionNoticeDeps, payload: unknown) {
  if (!isPayload(payload)) return null;
  const order = await deps.orders.findById(payload.orderId);
  const recorded = order ? await deps.disruptions.ofOrder(order.id) : [];
  const found = recorded.find(
    (entry) => entry.disruption.agentName === payload.agentName && entry.disruption.id === payload.eventId,
  );
  if (!order || !found) return null;
  const values = await noticeValues(order, found.disruption, found, deps.listPorts);
  return { order, disruption: found.disruption, values, words: deps.words(order.locale) };
}

/** A fresh one-time link for this notice alone (each message carries its own), landing on the disruption. */
function linkFor(deps: SendDisruptionNoticeDeps, order: Order): Promise<string> {
  const now = deps.clock.now();
  return issueSignInLink(deps, order, now, disruptionLinkExpiry(now), 'disruption');
}

/**
 * `disruption.sendEmail`: the lead traveller's e-mail about a disruption of their sailing, in the order's
 * language, with a one-time link to the booking. Once per job id (the e-mail log), as every e-mail.
 */
export function sendDisruptionEmailHandler(deps: SendDisruptionNoticeDeps): JobHandler {
  return async (payload, job) => {
    const notice = await noticeOf(deps, payload);
    if (!notice) return;
    const { order, disruption, values, words } = notice;
    const worded = { ...values, link: await linkFor(deps, order) };
    await sendLoggedEmail(deps, {
      id: job.id,
      ...deps.emailRenderer.render(disruptionEmail(order.locale, disruption, worded, words)),
      ...toLeadTraveller(order, 'disruption'),
    });
  };
}

/**
 * `disruption.sendSms`: the same notice as a text message to the lead traveller's mobile (E.164), once per
 * job id (the SMS log). An order without a valid mobile gets the e-mail alone.
 */
export function sendDisruptionSmsHandler(deps: SendDisruptionNoticeDeps): JobHandler {
  return async (payload, job) => {
    const notice = await noticeOf(deps, payload);
    const to = notice && leaderMobile(notice.order);
    if (!notice || !to) return;
    const { order, disruption, values, words } = notice;
    await sendLoggedSms(deps, {
      id: job.id,
      to,
      text: wordedKind(words, 'disruptionSms', disruption, { ...values, link: await linkFor(deps, order) }),
      template: 'disruption',
      locale: order.locale,
      orderId: order.id,
    });
  };
}
