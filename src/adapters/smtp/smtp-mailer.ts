import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '#application/ports/mailer.ts';
import { nodemailerMessage } from './nodemailer-message.ts';

/** Sends through the SMTP server of SMTP_URL. */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(deps: { smtpUrl: string; from: string }) {
    this.#transport = nodemailer.createTransport(deps.smtpUrl);
    this.#from = deps.from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail(nodemailerMessage(this.#from, message));
  }
}
