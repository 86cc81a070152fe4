import type { Order } from '#domain/orders/order.ts';
import type { Clock } from '../ports/clock.ts';
import type { EmailLog } from '../ports/email-log.ts';
import type { Mailer, MailMessage } from '../ports/mailer.ts';

/** Thrown so the queue retries later, by when the other delivery has sent the e-mail. */
class EmailBeingSent extends Error {
  override name = 'EmailBeingSent';
  constructor(id: string) {
    super(`e-mail ${id} is being sent by another delivery of its job`);
  }
}

/**
 * Sends a job's e-mail once per job id. The log row is the idempotency key: a job retried after the mail
 * went out (the process died before acknowledging) finds it sent and stops; a failed send is recorded and
 * thrown so the queue retries.
 */
export async function sendLoggedEmail(
  deps: { mailer: Mailer; emailLog: EmailLog; clock: Clock },
  message: MailMessage & { template: string; locale: string; orderId: string | null },
): Promise<void> {
  const { template, locale, orderId, ...mail } = message;
  const started = await deps.emailLog.begin({
    id: mail.id,
    recipient: mail.to,
    subject: mail.subject,
    template,
    locale,
    orderId,
  });
  if (started === 'alreadySent') return;
  // Another delivery of the same job is sending it: this one is retried and then finds it sent.
  if (started === 'inProgress') throw new EmailBeingSent(mail.id);
  try {
    await deps.mailer.send(mail);
  } catch (error) {
    await deps.emailLog.markFailed(mail.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await deps.emailLog.markSent(mail.id, deps.clock.now());
}

/** Where an order's e-mail goes and how it is logged: to its lead traveller, in the order's language. */
export function toLeadTraveller(order: Pick<Order, 'id' | 'locale' | 'leader'>, template: string) {
  return { to: order.leader.email, template, locale: order.locale, orderId: order.id };
}
