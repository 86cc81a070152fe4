import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { countryOptions } from '#web/app/booking/countries.server.ts';

describe('step 3 country list', () => {
  it('names every country in the reader’s language with its calling code, Greece first, the rest by name', () => {
    const german = countryOptions('de');
    expect(german[0]).toEqual({ code: 'GR', name: 'Griechenland', callingCode: '+30' });
    expect(german).toContainEqual({ code: 'AL', name: 'Albanien', callingCode: '+355' });
    expect(german.length).toBeGreaterThan(200);
    const names = german.slice(1).map((country) => country.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'de')));
    expect(countryOptions('el')[0]).toEqual({ code: 'GR', name: 'Ελλάδα', callingCode: '+30' });
    expect(countryOptions('el').filter((country) => country.code === 'GR')).toHaveLength(1);
  });

  it('puts Greece first in every language, named in it, then the rest by that language’s collation', () => {
    const greece = {
      el: 'Ελλάδα',
      en: 'Greece',
      de: 'Griechenland',
      es: 'Grecia',
      fr: 'Grèce',
      it: 'Grecia',
      sq: 'Greqi',
    };
    for (const locale of LOCALE_CODES) {
      const [first, ...rest] = countryOptions(locale);
      expect(first, locale).toEqual({ code: 'GR', name: greece[locale], callingCode: '+30' });
      const names = rest.map((country) => country.name);
      expect(names, locale).toEqual([...names].sort((a, b) => a.localeCompare(b, locale)));
      expect(rest.some((country) => country.code === 'GR')).toBe(false);
    }
  });
});
