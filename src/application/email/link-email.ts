import type { FormatMessage } from '../orders/charge-line-words.ts';
import type { EmailWords } from './email-words.ts';

/** The words of an e-mail whose point is one link to follow (activate, reset, confirm). */
export interface LinkEmailText {
  subject: string;
  greeting: string;
  body: string;
  action: string;
  expiry: string;
  ignore: string;
}

export interface LinkEmail extends EmailWords, LinkEmailText {
  kind: 'link';
  link: string;
}

/**
 * A one-link e-mail's words from the messages of its family (`<family>_subject`, `_body`, `_action`,
 * `_expiry`, `_ignore`); the greeting comes worded, as families share theirs.
 */
export function linkEmailText(
  words: FormatMessage,
  family: string,
  greeting: string,
  values?: Record<string, string | number>,
): LinkEmailText {
  const word = (part: string) => words(`${family}_${part}`, values);
  return {
    subject: word('subject'),
    greeting,
    body: word('body'),
    action: word('action'),
    expiry: word('expiry'),
    ignore: word('ignore'),
  };
}

/** A one-link e-mail, signed Kyma; the plain text spells the link out. */
export function linkEmail(locale: string, texts: LinkEmailText, link: string): LinkEmail {
  const text = [texts.greeting, '', texts.body, '', link, '', texts.expiry, texts.ignore, '', 'Kyma'].join(
    '\n',
  );
  return { kind: 'link', locale, ...texts, link, text };
}
