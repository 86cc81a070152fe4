import { SEND_EMAIL_JOB, sendEmailHandler } from '../email/send-email-job.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { JobHandlers } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { Mailer } from '../ports/mailer.ts';

/** What the job handlers need; the composition root passes the adapters. */
export interface JobHandlerDeps {
  mailer: Mailer;
  emailLog: EmailLog;
  clock: Clock;
  logger: Logger;
}

/**
 * Every background job the product runs, by name. Side-effect issues (voucher, e-mails, courier,
 * refunds, marketing events) add their handlers here; the worker and the in-process queue share it.
 */
export function jobHandlers(deps: JobHandlerDeps): JobHandlers {
  return {
    [SEND_EMAIL_JOB]: sendEmailHandler(deps),
  };
}
