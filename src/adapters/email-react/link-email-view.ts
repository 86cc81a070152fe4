import { createElement as h } from 'react';
import type { LinkEmail } from '#application/email/link-email.ts';
import { EmailLayout } from './email-layout.ts';
import { Button, Lines } from './email-parts.ts';

/** Activation, password reset, newsletter confirmation: a few words and the one button to press. */
export function LinkEmailView({ email }: { email: LinkEmail }) {
  return h(
    EmailLayout,
    { locale: email.locale, subject: email.subject },
    h('p', null, email.greeting),
    h('p', null, email.body),
    h(Button, { href: email.link }, email.action),
    h(Lines, { lines: [email.expiry, email.ignore] }),
    h('p', null, 'Kyma'),
  );
}
