import { createHmac, timingSafeEqual } from 'node:crypto';
import type { WebhookResponse, WebhookSender } from '#application/ports/webhook-sender.ts';
import { WEBHOOK_TOLERANCE_SECONDS } from '#domain/partners/webhooks.ts';

/** The header a receiver checks: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`, as Stripe's. */
export const SIGNATURE_HEADER = 'Kyma-Signature';

const mac = (secret: string, seconds: number, body: string) =>
  createHmac('sha256', secret).update(`${seconds}.${body}`).digest('hex');

function signatureOf(secret: string, body: string, at: Date): string {
  const seconds = Math.floor(at.getTime() / 1000);
  return `t=${seconds},v1=${mac(secret, seconds, body)}`;
}

/**
 * What a receiver does with the header (documented for partners, and used by the tests' receiver): the
 * signature must be of this body under the secret, and no older than five minutes, so a captured delivery
 * cannot be sent again later.
 */
export function verifySignature(input: { header: string; body: string; secret: string; now: Date }): boolean {
  const parts = new Map(input.header.split(',').map((part) => part.split('=', 2) as [string, string]));
  const seconds = Number(parts.get('t'));
  const given = Buffer.from(parts.get('v1') ?? '', 'hex');
  if (
    !Number.isInteger(seconds) ||
    Math.abs(input.now.getTime() / 1000 - seconds) > WEBHOOK_TOLERANCE_SECONDS
  )
    return false;
  const expected = Buffer.from(mac(input.secret, seconds, input.body), 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Posts with a deadline and never follows a redirect: a partner's endpoint answers itself, or fails. */
export class SignedWebhookSender implements WebhookSender {
  readonly #timeoutMs: number;
  constructor(options: { timeoutMs: number }) {
    this.#timeoutMs = options.timeoutMs;
  }

  async send(input: { url: string; secret: string; body: string; at: Date }): Promise<WebhookResponse> {
    try {
      const response = await fetch(input.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(this.#timeoutMs),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'Kyma-Webhooks/1',
          [SIGNATURE_HEADER]: signatureOf(input.secret, input.body, input.at),
        },
        body: input.body,
      });
      await response.body?.cancel();
      return { status: response.status };
    } catch (error) {
      return { error: error instanceof Error ? error.message : String(error) };
    }
  }
}
