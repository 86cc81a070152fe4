/** A file sent with an e-mail, e.g. the voucher PDF or the calendar of the sailings. */
export interface MailAttachment {
  filename: string;
  /** The MIME type, with parameters where they matter (`text/calendar; method=PUBLISH`). */
  contentType: string;
  /** Bytes, or text sent as UTF-8. */
  content: Uint8Array | string;
}

export interface MailMessage {
  /** The job id: the same message sent twice carries the same id, so a retry is recognisable. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

/** Sends e-mail (SMTP, or .eml files on disk in the embedded default). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}
