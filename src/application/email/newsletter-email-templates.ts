import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { type LinkEmail, linkEmail, linkEmailText } from './link-email.ts';

/** The newsletter's double opt-in e-mail (`newsletterEmail_*` messages). */
export function newsletterConfirmEmail(locale: LocaleCode, link: string, words: FormatMessage): LinkEmail {
  return linkEmail(locale, linkEmailText(words, 'newsletterEmail', words('newsletterEmail_greeting')), link);
}
