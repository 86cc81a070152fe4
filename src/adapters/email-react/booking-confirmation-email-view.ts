import { createElement as h } from 'react';
import type { BookingConfirmationEmail } from '#application/email/booking-confirmation-email.ts';
import { COLOURS, EmailLayout } from './email-layout.ts';
import { Lines } from './email-parts.ts';
import { SailingCard } from './sailing-card.ts';

const STYLE = {
  reference: { fontSize: '20px', fontWeight: 'bold', color: COLOURS.brand, margin: 0 },
  total: { fontSize: '18px', fontWeight: 'bold', color: COLOURS.brand },
} as const;

/** What was booked, what was paid and what to do at the port; the voucher itself is attached. */
export function BookingConfirmationEmailView({ email }: { email: BookingConfirmationEmail }) {
  return h(
    EmailLayout,
    { locale: email.locale, subject: email.subject },
    h('p', null, email.greeting),
    h('p', null, email.intro),
    h('p', null, email.reservation.label),
    h('p', { style: STYLE.reference }, email.reservation.reference),
    ...email.sailings.map((sailing) => h(SailingCard, { sailing, ticketsLabel: email.ticketsLabel })),
    email.priceLines.length > 0 &&
      h(Lines, { lines: email.priceLines.map(([label, amount]) => `${label}: ${amount}`) }),
    h('p', null, `${email.total.label}: `, h('span', { style: STYLE.total }, email.total.amount)),
    email.afterSale.length > 0 &&
      h(Lines, { lines: email.afterSale.map(([label, amount]) => `${label}: ${amount}`) }),
    email.invoice && h(Lines, { lines: [email.invoice.heading, ...email.invoice.lines] }),
    h('h3', null, email.atThePort.heading),
    h('p', null, email.atThePort.advice),
    h('p', null, h('a', { href: email.manage.url }, email.manage.label)),
    h(Lines, { lines: [email.contact.heading, ...email.contact.lines] }),
    h(Lines, { lines: [email.signOff, 'Kyma'] }),
  );
}
