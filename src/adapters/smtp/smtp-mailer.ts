import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '#application/ports/mailer.ts';
import { nodemailerMessage } from './nodemailer-message.ts';

/** Sends through the SMTP server of SMTP_URL; nodemailer loads with the first message, not at the start. */
export class SmtpMailer implements Mailer {
  readonly #smtpUrl: string;
  #transport: Promise<Transporter> | undefined;
  readonly #from: string;

  constructor(deps: { smtpUrl: string; from: string }) {
    this.#smtpUrl = deps.smtpUrl;
    this.#from = deps.from;
  }

  async send(message: MailMessage): Promise<void> {
    this.#transport ??= import('nodemailer').then(({ default: nodemailer }) =>
      nodemailer.createTransport(this.#smtpUrl),
    );
    await (await this.#transport).sendMail(nodemailerMessage(this.#from, message));
  }
}
