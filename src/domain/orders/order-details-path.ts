import { type LocaleCode, localePrefix } from '../i18n/locales.ts';

/**
 * "My booking" (`/orderdetails`) in a language, opened on one booking when a reference is given: the one
 * address the header, the success page, the voucher and every order e-mail link to.
 */
export function orderDetailsPath(locale: LocaleCode, reference?: string): string {
  const query = reference ? `?ref=${encodeURIComponent(reference)}` : '';
  return `${localePrefix(locale)}/orderdetails${query}`;
}
