import { createElement as h } from 'react';
import type { LetterEmail } from '#application/email/letter-email.ts';
import { EmailLayout } from './email-layout.ts';
import { Button } from './email-parts.ts';

/** Cancellations, refunds, answers: paragraphs as written, their line breaks kept (a quoted message). */
export function LetterEmailView({ email }: { email: LetterEmail }) {
  const paragraph = (text: string) => h('p', { style: { whiteSpace: 'pre-wrap' } }, text);
  return h(
    EmailLayout,
    { locale: email.locale, subject: email.subject },
    ...email.paragraphs.map(paragraph),
    email.link && h(Button, { href: email.link.url }, email.link.label),
    ...email.signOff.map(paragraph),
  );
}
