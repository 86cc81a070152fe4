import nodemailer, { type Transporter } from 'nodemailer';
import type { Mailer, MailMessage } from '#application/ports/mailer.ts';

/** Sends through the SMTP server of SMTP_URL. The Message-ID comes from the job id, so a resend is recognisable. */
export class SmtpMailer implements Mailer {
  readonly #transport: Transporter;
  readonly #from: string;

  constructor(deps: { smtpUrl: string; from: string }) {
    this.#transport = nodemailer.createTransport(deps.smtpUrl);
    this.#from = deps.from;
  }

  async send(message: MailMessage): Promise<void> {
    await this.#transport.sendMail({
      from: this.#from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      messageId: `<${message.id}@kyma.mail>`,
    });
  }
}
