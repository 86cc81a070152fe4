import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { RenderedEmail } from '../ports/email-renderer.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import { sendLoggedEmail } from './send-logged-email.ts';

export const SEND_EMAIL_JOB = 'email.send';

export interface SendEmailPayload extends RenderedEmail {
  to: string;
  template: string;
  locale: string;
  /** The order the e-mail is about (a refund notice), so the order's timeline shows it. */
  orderId?: string;
}

/** The outbox message that sends an e-mail; written with the change that causes it. */
export function emailMessage(id: string, createdAt: Date, payload: SendEmailPayload): OutboxMessage {
  return { id, name: SEND_EMAIL_JOB, payload, createdAt };
}

function isPayload(value: unknown): value is SendEmailPayload {
  const payload = value as Record<string, unknown> | null;
  return (
    typeof payload === 'object' &&
    payload !== null &&
    ['to', 'subject', 'text', 'html', 'template', 'locale'].every((key) => typeof payload[key] === 'string')
  );
}

/** `email.send`: sends once per job id (`sendLoggedEmail`). */
export function sendEmailHandler(deps: {
  mailer: Mailer;
  emailLog: EmailLog;
  clock: Clock;
  logger: Logger;
}): JobHandler {
  return async (payload, job) => {
    if (!isPayload(payload)) {
      deps.logger.error({ jobId: job.id }, 'email.send job with a malformed payload dropped');
      return;
    }
    await sendLoggedEmail(deps, {
      id: job.id,
      to: payload.to,
      subject: payload.subject,
      text: payload.text,
      html: payload.html,
      template: payload.template,
      locale: payload.locale,
      orderId: typeof payload.orderId === 'string' ? payload.orderId : null,
    });
  };
}
