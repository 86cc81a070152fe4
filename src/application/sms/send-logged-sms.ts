import type { Clock } from '../ports/clock.ts';
import type { SmsLog } from '../ports/sms-log.ts';
import type { SmsMessage, SmsSender } from '../ports/sms-sender.ts';

/** Thrown so the queue retries later, by when the other delivery has sent the message. */
class SmsBeingSent extends Error {
  override name = 'SmsBeingSent';
  constructor(id: string) {
    super(`text message ${id} is being sent by another delivery of its job`);
  }
}

/**
 * Sends a job's text message once per job id, as `sendLoggedEmail` does e-mail: the log row is the
 * idempotency key; a failed send is recorded and thrown so the queue retries.
 */
export async function sendLoggedSms(
  deps: { sms: SmsSender; smsLog: SmsLog; clock: Clock },
  message: SmsMessage & { template: string; locale: string; orderId: string | null },
): Promise<void> {
  const { template, locale, orderId, ...sms } = message;
  const started = await deps.smsLog.begin({ id: sms.id, recipient: sms.to, template, locale, orderId });
  if (started === 'alreadySent') return;
  if (started === 'inProgress') throw new SmsBeingSent(sms.id);
  let providerId: string;
  try {
    ({ providerId } = await deps.sms.send(sms));
  } catch (error) {
    await deps.smsLog.markFailed(sms.id, error instanceof Error ? error.message : String(error));
    throw error;
  }
  await deps.smsLog.markSent(sms.id, deps.clock.now(), providerId);
}
