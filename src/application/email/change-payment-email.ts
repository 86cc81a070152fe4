import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';
import { type LinkEmail, linkEmail, linkEmailText } from './link-email.ts';

/**
 * The link to pay a change staff held for the traveller (`changePaymentEmail_*`, decision 0095), in the
 * booking's language: what it costs, for which sailing, and how long its places are held.
 */
export function changePaymentEmail(
  locale: LocaleCode,
  values: { link: string; reference: string; sailing: number; amount: number; minutes: number },
  words: FormatMessage,
): LinkEmail {
  const { link, ...worded } = values;
  const texts = linkEmailText(words, 'changePaymentEmail', words('accountEmail_greeting'), worded);
  return linkEmail(locale, texts, link);
}
