import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Logger } from '#application/ports/logger.ts';
import type { SmsMessage, SmsSender } from '#application/ports/sms-sender.ts';

const SAFE_ID = /^[\w-]{1,100}$/;

/**
 * The embedded default without an SMS provider: each message becomes `<job id>.json` under DATA_DIR/sms
 * (number, text, time). The same job writes the same file, so a retry does not duplicate it.
 */
export class SmsFileSender implements SmsSender {
  readonly #dir: string;
  readonly #logger: Logger;
  readonly #now: () => Date;

  constructor(deps: { dir: string; logger: Logger; now?: () => Date }) {
    this.#dir = deps.dir;
    this.#logger = deps.logger;
    this.#now = deps.now ?? (() => new Date());
  }

  async send(message: SmsMessage): Promise<{ providerId: string }> {
    if (!SAFE_ID.test(message.id)) throw new Error('sms id must be a plain id');
    await mkdir(this.#dir, { recursive: true });
    const file = path.join(this.#dir, `${message.id}.json`);
    const content = { to: message.to, text: message.text, at: this.#now().toISOString() };
    await writeFile(`${file}.tmp`, `${JSON.stringify(content, null, 2)}\n`);
    await rename(`${file}.tmp`, file);
    this.#logger.info({ file, to: message.to }, 'text message written to disk (no SMS provider)');
    return { providerId: `file:${message.id}` };
  }
}
