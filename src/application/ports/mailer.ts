export interface MailMessage {
  /** The job id: the same message sent twice carries the same id, so a retry is recognisable. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends e-mail (SMTP, or .eml files on disk in the embedded default). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
