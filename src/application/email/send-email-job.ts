import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { Mailer } from '../ports/mailer.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';
import type { RenderedEmail } from './link-email.ts';

export const SEND_EMAIL_JOB = 'email.send';

export interface SendEmailPayload extends RenderedEmail {
  to: string;
  template: string;
  locale: string;
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

/**
 * `email.send`: sends once per job id. The log row is the idempotency key: a job retried after the mail
 * went out (the process died before acknowledging) finds it sent and stops.
 */
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
    const started = await deps.emailLog.begin({
      id: job.id,
      recipient: payload.to,
      subject: payload.subject,
      template: payload.template,
      locale: payload.locale,
    });
    if (started === 'alreadySent') return;
    try {
      await deps.mailer.send({
        id: job.id,
        to: payload.to,
        subject: payload.subject,
        text: payload.text,
        html: payload.html,
      });
    } catch (error) {
      await deps.emailLog.markFailed(job.id, error instanceof Error ? error.message : String(error));
      throw error;
    }
    await deps.emailLog.markSent(job.id, deps.clock.now());
  };
}
