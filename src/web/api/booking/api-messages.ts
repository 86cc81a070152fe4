import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { MessageWords } from '#application/ports/message-words.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { MESSAGES } from '../../app/i18n/messages.server.ts';

const cache = createIntlCache();
const intls = new Map<LocaleCode, IntlShape>();

function intlFor(lang: LocaleCode): IntlShape {
  let intl = intls.get(lang);
  if (!intl) {
    intl = createIntl({ locale: lang, messages: MESSAGES[lang] }, cache);
    intls.set(lang, intl);
  }
  return intl;
}

/**
 * The sentence for a message key the booking API returns, from the site's own ICU messages, so the API
 * and the pages say the same thing in the same seven languages. A key without a message (a typo, or a
 * yup default) gets the generic "invalid request" sentence rather than surfacing as a bare identifier.
 */
export function apiMessage(key: string, lang: LocaleCode, values?: Record<string, string | number>): string {
  const id = key in MESSAGES[lang] ? key : 'invalidRequest';
  return intlFor(lang).formatMessage({ id }, values);
}

/** The same messages for the use cases that word documents (the voucher's and the e-mail's lines). */
export const siteMessageWords: MessageWords = (locale) => (id, values) => apiMessage(id, locale, values);
