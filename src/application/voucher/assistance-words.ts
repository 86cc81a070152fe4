import { type Assistance, asksForAssistance } from '#domain/booking/assistance.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';

/**
 * A passenger's assistance request in the order's language, as the voucher and the e-mail print it: each
 * need's name (`assistanceNeed_*`), then the traveller's own note, as that language writes a list; '' when
 * they asked for nothing (orders placed before it was asked have no request).
 */
export function assistanceWords(
  assistance: Assistance | undefined,
  format: FormatMessage,
  locale: LocaleCode,
): string {
  if (!asksForAssistance(assistance)) return '';
  const items = assistance.needs.map((need) => format(`assistanceNeed_${need}`));
  const note = assistance.note.trim();
  return new Intl.ListFormat(locale, { type: 'unit' }).format(note ? [...items, note] : items);
}
