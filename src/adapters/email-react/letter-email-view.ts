import { createElement as h } from 'react';
import type { LetterEmail } from '#application/email/letter-email.ts';
import { EmailLayout } from './email-layout.ts';

/** Cancellations, refunds, answers: paragraphs as written, their line breaks kept (a quoted message). */
export function LetterEmailView({ email }: { email: LetterEmail }) {
  return h(
    EmailLayout,
    { locale: email.locale, subject: email.subject },
    ...email.paragraphs.map((paragraph) => h('p', { style: { whiteSpace: 'pre-wrap' } }, paragraph)),
  );
}
