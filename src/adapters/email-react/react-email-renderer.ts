import { createElement as h, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { EmailContent } from '#application/email/email-content.ts';
import type { EmailRenderer, RenderedEmail } from '#application/ports/email-renderer.ts';
import { BookingConfirmationEmailView } from './booking-confirmation-email-view.ts';
import { LetterEmailView } from './letter-email-view.ts';
import { LinkEmailView } from './link-email-view.ts';
import { StaffNotificationEmailView } from './staff-notification-email-view.ts';

function view(email: EmailContent): ReactElement {
  switch (email.kind) {
    case 'link':
      return h(LinkEmailView, { email });
    case 'letter':
      return h(LetterEmailView, { email });
    case 'bookingConfirmation':
      return h(BookingConfirmationEmailView, { email });
    case 'staffNotification':
      return h(StaffNotificationEmailView, { email });
  }
}

/**
 * E-mails as React elements with inline styles, rendered to static HTML: React escapes every word the
 * use cases pass in (a traveller's name, a chat message). Plain `createElement` calls, not JSX: the
 * server and worker run these files with Node's type stripping, which does not compile JSX.
 */
export class ReactEmailRenderer implements EmailRenderer {
  render(email: EmailContent): RenderedEmail {
    const html = `<!DOCTYPE html>${renderToStaticMarkup(view(email))}`;
    return { subject: email.subject, text: email.text, html };
  }
}
