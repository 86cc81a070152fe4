import type { EmailContent } from '../email/email-content.ts';

/** An e-mail ready for the mailer: its subject and its plain-text and HTML parts. */
export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/**
 * Lays an e-mail's words out as HTML. The use cases choose the words (and write the plain-text part);
 * how they look in a mail client is the adapter's business.
 */
export interface EmailRenderer {
  render(email: EmailContent): RenderedEmail;
}
