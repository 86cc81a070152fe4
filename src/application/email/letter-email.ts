import type { EmailWords } from './email-words.ts';

/** The one page a letter points to (the booking it is about), with the words of its button. */
export interface LetterLink {
  label: string;
  url: string;
}

/** An e-mail of a few paragraphs (cancellations, refunds, answers), a link if it is about a booking, then its sign-off. */
export interface LetterEmail extends EmailWords {
  kind: 'letter';
  paragraphs: string[];
  link: LetterLink | null;
  signOff: string[];
}

export function letterEmail(
  locale: string,
  subject: string,
  paragraphs: string[],
  signOff: string[],
  link: LetterLink | null = null,
): LetterEmail {
  const linkText = link ? [`${link.label}:\n${link.url}`] : [];
  const text = [...paragraphs, ...linkText, ...signOff].join('\n\n');
  return { kind: 'letter', locale, subject, paragraphs, link, signOff, text };
}
