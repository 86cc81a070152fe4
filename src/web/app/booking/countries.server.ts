import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { CountryOption } from './countries.ts';

const byLocale = new Map<LocaleCode, CountryOption[]>();

/**
 * Every country with its name in the reader's language and its calling code, sorted by name. Made on the
 * server: the calling codes come from libphonenumber's metadata, which the browser need not download.
 */
export function countryOptions(locale: LocaleCode): CountryOption[] {
  const known = byLocale.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: `+${getCountryCallingCode(code)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  byLocale.set(locale, countries);
  return countries;
}
