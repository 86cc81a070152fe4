import type { EmailWords } from './email-words.ts';

/** An e-mail of a few paragraphs and nothing else (cancellations, refunds, answers), its signature included. */
export interface LetterEmail extends EmailWords {
  kind: 'letter';
  paragraphs: string[];
}

export function letterEmail(locale: string, subject: string, paragraphs: string[]): LetterEmail {
  return { kind: 'letter', locale, subject, paragraphs, text: paragraphs.join('\n\n') };
}
