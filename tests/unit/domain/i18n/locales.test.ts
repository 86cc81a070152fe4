import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LOCALE,
  isLocaleCode,
  LOCALE_CODES,
  LOCALES,
  localePrefix,
  localizePath,
  savedLocaleRedirect,
  splitLocalePath,
} from '#domain/i18n/locales.ts';

describe('locales', () => {
  it('offers the seven interface languages with Greek as the default', () => {
    expect(LOCALE_CODES).toEqual(['el', 'en', 'de', 'es', 'fr', 'it', 'sq']);
    expect(DEFAULT_LOCALE).toBe('el');
  });

  it('follows the spec locale table: iso tags, left-to-right, Albanian shown as AL', () => {
    expect(Object.values(LOCALES).map((locale) => locale.iso)).toEqual([
      'el-GR',
      'en-US',
      'de-DE',
      'es-ES',
      'fr-FR',
      'it-IT',
      'sq-AL',
    ]);
    expect(Object.values(LOCALES).every((locale) => locale.dir === 'ltr')).toBe(true);
    expect(LOCALES.sq.capitalCode).toBe('AL');
  });

  it('recognises only the seven codes', () => {
    expect(isLocaleCode('sq')).toBe(true);
    expect(isLocaleCode('pt')).toBe(false);
    expect(isLocaleCode(undefined)).toBe(false);
  });

  it('gives Greek no URL prefix and every other language its code', () => {
    expect(localePrefix('el')).toBe('');
    expect(localePrefix('de')).toBe('/de');
  });

  it('reads the locale from the URL prefix and defaults to Greek', () => {
    expect(splitLocalePath('/en/contact')).toEqual({ locale: 'en', path: '/contact' });
    expect(splitLocalePath('/en')).toEqual({ locale: 'en', path: '/' });
    expect(splitLocalePath('/contact')).toEqual({ locale: 'el', path: '/contact' });
    expect(splitLocalePath('/el/contact')).toEqual({ locale: 'el', path: '/el/contact' });
    expect(splitLocalePath('/english')).toEqual({ locale: 'el', path: '/english' });
    expect(splitLocalePath('')).toEqual({ locale: 'el', path: '/' });
  });

  it('moves a path into another locale keeping the page', () => {
    expect(localizePath('/en/results', 'de')).toBe('/de/results');
    expect(localizePath('/en/results', 'el')).toBe('/results');
    expect(localizePath('/', 'fr')).toBe('/fr');
    expect(localizePath('/it', 'el')).toBe('/');
  });

  it('sends the bare root to a saved non-default locale and nothing else', () => {
    expect(savedLocaleRedirect('/', 'en')).toBe('/en');
    expect(savedLocaleRedirect('/', 'el')).toBeUndefined();
    expect(savedLocaleRedirect('/', 'xx')).toBeUndefined();
    expect(savedLocaleRedirect('/', undefined)).toBeUndefined();
    expect(savedLocaleRedirect('/results', 'en')).toBeUndefined();
  });
});
