import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { FormatMessage } from '../orders/charge-line-words.ts';

/**
 * The site's ICU messages in one language, for what the use cases word themselves (an order's lines on
 * the voucher and in the e-mail), so documents and pages say the same thing (decision 0051).
 */
export type MessageWords = (locale: LocaleCode) => FormatMessage;
