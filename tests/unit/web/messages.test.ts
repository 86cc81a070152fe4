import { parse } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { MESSAGE_AREAS, MESSAGES } from '#web/app/i18n/messages.server.ts';
import { MESSAGE_KEYS } from '../../support/message-keys.ts';

const referenceKeys = Object.keys(MESSAGES.el).sort();

describe('interface messages', () => {
  it('are split by area without any key in two areas (a later area would silently win)', () => {
    const areas = Object.values(MESSAGE_AREAS).map((area) => Object.keys(area.el));
    const seen = new Set<string>();
    const repeated = areas.flat().filter((key) => seen.has(key) || !seen.add(key));
    expect(repeated).toEqual([]);
  });

  it.each(LOCALE_CODES)('%s has exactly the keys of the Greek reference', (locale) => {
    expect(Object.keys(MESSAGES[locale]).sort()).toEqual(referenceKeys);
  });

  it.each(LOCALE_CODES)('every %s message is non-empty ICU that parses', (locale) => {
    for (const [key, message] of Object.entries(MESSAGES[locale])) {
      expect(message.trim(), `${locale}.${key}`).not.toBe('');
      expect(() => parse(message), `${locale}.${key}`).not.toThrow();
    }
  });

  it.each(LOCALE_CODES)('%s translates every message key the domain can return', (locale) => {
    const missing = MESSAGE_KEYS.filter((key) => !(key in MESSAGES[locale]));
    expect(missing).toEqual([]);
  });

  it.each(LOCALE_CODES)('%s uses the same placeholders as Greek', (locale) => {
    const placeholders = (message: string) =>
      [...message.matchAll(/\{(\w+)/g)].map((match) => match[1]).sort();
    for (const key of referenceKeys) {
      const greek = MESSAGES.el[key as keyof typeof MESSAGES.el];
      const translated = MESSAGES[locale][key as keyof typeof MESSAGES.el];
      expect(placeholders(translated), `${locale}.${key}`).toEqual(placeholders(greek));
    }
  });
});
