import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { type LinkEmail, linkEmail, linkEmailText } from './link-email.ts';

/** The one-time sign-in link to a booking (`signInLinkEmail_*`), in the booking's language. */
export function signInLinkEmail(
  locale: LocaleCode,
  values: { link: string; reference: string; minutes: number },
  words: FormatMessage,
): LinkEmail {
  const texts = linkEmailText(words, 'signInLinkEmail', words('accountEmail_greeting'), {
    reference: values.reference,
    minutes: values.minutes,
  });
  return linkEmail(locale, texts, values.link);
}
