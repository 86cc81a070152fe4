import type { SmsMessage, SmsSender } from '#application/ports/sms-sender.ts';

export interface TwilioOptions {
  /** `https://api.twilio.com` in production; a local fake in tests. */
  baseUrl: string;
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender id. */
  from: string;
  timeoutMs: number;
}

interface TwilioMessage {
  sid?: unknown;
  status?: unknown;
}

interface TwilioError {
  code?: unknown;
  message?: unknown;
}

/** A Twilio refusal or outage, with Twilio's own error code when it gave one. */
export class SmsNotAccepted extends Error {
  override name = 'SmsNotAccepted';
}

/**
 * Twilio's Messages API: `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, HTTP Basic with the
 * account SID and auth token, a form body of `To`, `From` and `Body`; a 201 answers the Message resource
 * (`sid`, `status` queued or accepted), a 4xx/5xx a JSON error (`code`, `message`, `more_info`, `status`).
 */
export class TwilioSmsSender implements SmsSender {
  readonly #options: TwilioOptions;
  constructor(options: TwilioOptions) {
    this.#options = options;
  }

  async send(message: SmsMessage): Promise<{ providerId: string }> {
    const { baseUrl, accountSid, authToken, from, timeoutMs } = this.#options;
    const url = `${baseUrl.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const response = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.text }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as TwilioMessage & TwilioError;
    if (response.status !== 201 || typeof answer.sid !== 'string') {
      throw new SmsNotAccepted(
        `Twilio answered ${response.status}: ${String(answer.code ?? '')} ${String(answer.message ?? '')}`.trim(),
      );
    }
    return { providerId: answer.sid };
  }
}
