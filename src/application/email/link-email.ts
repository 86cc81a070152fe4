import { escapeHtml } from './escape-html.ts';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

/** The words of an e-mail whose point is one link to follow (activate, reset, confirm). */
export interface LinkEmailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

/** Plain-text and HTML versions of a one-link e-mail, signed Kyma. */
export function renderLinkEmail(texts: LinkEmailText, link: string): RenderedEmail {
  const text = [texts.greeting, '', texts.body, '', link, '', texts.expiry, texts.ignore, '', 'Kyma'].join(
    '\n',
  );
  const html = [
    `<p>${escapeHtml(texts.greeting)}</p>`,
    `<p>${escapeHtml(texts.body)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(texts.action)}</a></p>`,
    `<p>${escapeHtml(texts.expiry)}<br>${escapeHtml(texts.ignore)}</p>`,
    '<p>Kyma</p>',
  ].join('\n');
  return { subject: texts.subject, text, html };
}
