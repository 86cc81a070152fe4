import { createElement as h } from 'react';
import type { StaffNotificationEmail } from '#application/email/staff-notification-email.ts';
import { EmailLayout } from './email-layout.ts';

const CELL = { padding: '2px 12px 2px 0', verticalAlign: 'top' } as const;

/** A visitor's message for the sales inbox: who wrote (a table of details) and what, as written. */
export function StaffNotificationEmailView({ email }: { email: StaffNotificationEmail }) {
  return h(
    EmailLayout,
    { locale: email.locale, subject: email.subject },
    h(
      'table',
      null,
      h(
        'tbody',
        null,
        ...email.details.map(([label, value]) =>
          h('tr', null, h('th', { align: 'left', style: CELL }, label), h('td', { style: CELL }, value)),
        ),
      ),
    ),
    h('p', { style: { whiteSpace: 'pre-wrap' } }, email.message),
  );
}
