import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Transporter } from 'nodemailer';
import type StreamTransport from 'nodemailer/lib/stream-transport/index.js';
import type { Logger } from '#application/ports/logger.ts';
import type { Mailer, MailMessage } from '#application/ports/mailer.ts';
import { nodemailerMessage } from './nodemailer-message.ts';

const SAFE_ID = /^[\w-]{1,100}$/;

/**
 * The embedded default without SMTP_URL: each message becomes `<job id>.eml` under DATA_DIR/mail, readable
 * with any mail client. The same job writes the same file, so a retry does not duplicate it.
 */
export class EmlFileMailer implements Mailer {
  readonly #dir: string;
  readonly #from: string;
  readonly #logger: Logger;
  /** nodemailer loads with the first message, not at the start (decision 0092). */
  #transport: Promise<Transporter<StreamTransport.SentMessageInfo>> | undefined;

  constructor(deps: { dir: string; from: string; logger: Logger }) {
    this.#dir = deps.dir;
    this.#from = deps.from;
    this.#logger = deps.logger;
  }

  async send(message: MailMessage): Promise<void> {
    if (!SAFE_ID.test(message.id)) throw new Error('mail id must be a plain id');
    this.#transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
    );
    const info = await (await this.#transport).sendMail(nodemailerMessage(this.#from, message));
    await mkdir(this.#dir, { recursive: true });
    const file = path.join(this.#dir, `${message.id}.eml`);
    await writeFile(`${file}.tmp`, info.message as Buffer);
    await rename(`${file}.tmp`, file);
    this.#logger.info(
      { file, to: message.to, subject: message.subject },
      'e-mail written to disk (no SMTP_URL)',
    );
  }
}
