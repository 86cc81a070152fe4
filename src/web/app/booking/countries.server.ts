import { getCountries, getCountryCallingCode } from 'libphonenumber-js';
import { COURIER_COUNTRY } from '#domain/booking/payment-form.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { CountryOption } from './countries.ts';

const byLocale = new Map<LocaleCode, CountryOption[]>();

/**
 * Every country with its name in the reader's language and its calling code: Greece first, where most
 * travellers live and the only country couriers deliver to (issue #30), then the rest by name. Made on the
 * server: the calling codes come from libphonenumber's metadata, which the browser need not download.
 */
export function countryOptions(locale: LocaleCode): CountryOption[] {
  const known = byLocale.get(locale);
  if (known) return known;
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const countries = getCountries()
    .map((code) => ({ code, name: names.of(code) ?? code, callingCode: `+${getCountryCallingCode(code)}` }))
    .sort(
      (a, b) =>
        Number(b.code === COURIER_COUNTRY) - Number(a.code === COURIER_COUNTRY) ||
        a.name.localeCompare(b.name, locale),
    );
  byLocale.set(locale, countries);
  return countries;
}
