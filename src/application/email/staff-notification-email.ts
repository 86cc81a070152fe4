import { escapeHtml } from './escape-html.ts';
import type { RenderedEmail } from './link-email.ts';

/**
 * A message from a visitor forwarded to the sales team (chat, contact form). Staff work in one
 * language, so these e-mails are in English whatever the visitor's language; the visitor's own words
 * are quoted as they wrote them.
 */
export function staffNotificationEmail(input: {
  subject: string;
  details: [label: string, value: string][];
  message: string;
}): RenderedEmail {
  const details = input.details.filter(([, value]) => value !== '');
  const text = [...details.map(([label, value]) => `${label}: ${value}`), '', input.message].join('\n');
  const html = [
    '<table>',
    ...details.map(
      ([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
    `<p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
  ].join('\n');
  return { subject: input.subject, text, html };
}
