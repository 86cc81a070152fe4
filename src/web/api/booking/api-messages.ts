import type { LocaleCode } from '#domain/i18n/locales.ts';
import { messageWords } from '../../app/i18n/message-words.server.ts';
import { MESSAGES } from '../../app/i18n/messages.server.ts';

/**
 * The sentence for a message key the booking API returns, from the site's own ICU messages, so the API
 * and the pages say the same thing in the same seven languages. A key without a message (a typo, or a
 * yup default) gets the generic "invalid request" sentence rather than surfacing as a bare identifier.
 */
export function apiMessage(
  key: string,
  lang: LocaleCode,
  values?: Record<string, string | number | Date>,
): string {
  const id = key in MESSAGES[lang] ? key : 'invalidRequest';
  return messageWords(lang)(id, values);
}
