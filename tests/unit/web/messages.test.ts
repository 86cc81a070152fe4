import { type MessageFormatElement, parse, TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { DOCUMENT_MESSAGE_AREAS } from '#web/app/i18n/document-messages.server.ts';
import { CATALOG_FILES } from '#web/app/i18n/message-catalogs.server.ts';
import { MESSAGE_AREAS, MESSAGES } from '#web/app/i18n/messages.server.ts';
import { MESSAGE_KEYS } from '../../support/message-keys.ts';

/** Every catalogue, one per area and language: the pages' and the server's documents' (decision 0058). */
const CATALOGUES = Object.entries({ ...MESSAGE_AREAS, ...DOCUMENT_MESSAGE_AREAS }) as [
  string,
  Record<(typeof LOCALE_CODES)[number], Record<string, string>>,
][];

/** The arguments a message takes, with how each is formatted (`amount:number`), plural branches included. */
function argumentsOf(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element): string[] => {
    switch (element.type) {
      case TYPE.argument:
        return [`${element.value}:argument`];
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        return [`${element.value}:${TYPE[element.type]}:${String(element.style ?? '')}`];
      case TYPE.select:
      case TYPE.plural:
        return [
          `${element.value}:${TYPE[element.type]}`,
          ...Object.values(element.options).flatMap((option) => argumentsOf(option.value)),
        ];
      case TYPE.tag:
        return [`<${element.value}>`, ...argumentsOf(element.children)];
      default:
        return [];
    }
  });
}
const argumentSet = (message: string) => [...new Set(argumentsOf(parse(message)))].sort();

describe('message catalogues', () => {
  it('name no key in two areas (a later area would silently win)', () => {
    const keys = CATALOGUES.flatMap(([, area]) => Object.keys(area.el));
    const seen = new Set<string>();
    expect(keys.filter((key) => seen.has(key) || !seen.add(key))).toEqual([]);
  });

  it('send browsers the pages’ words only, never an e-mail’s, the voucher’s or a sandbox page’s', () => {
    const documentKeys = Object.values(DOCUMENT_MESSAGE_AREAS).flatMap((area) => Object.keys(area.el));
    expect(documentKeys.length).toBeGreaterThan(0);
    for (const locale of LOCALE_CODES) {
      const shipped = Object.keys(JSON.parse(CATALOG_FILES[locale]));
      expect(
        shipped.filter((key) => documentKeys.includes(key)),
        locale,
      ).toEqual([]);
      expect(shipped.sort(), locale).toEqual(Object.keys(MESSAGES[locale]).sort());
    }
  });

  describe.each(CATALOGUES)('%s', (_, area) => {
    const referenceKeys = Object.keys(area.el).sort();

    it.each(LOCALE_CODES)('%s has exactly the keys of the Greek reference', (locale) => {
      expect(Object.keys(area[locale]).sort()).toEqual(referenceKeys);
    });

    it.each(LOCALE_CODES)('every %s message is non-empty ICU that parses', (locale) => {
      for (const [key, message] of Object.entries(area[locale])) {
        expect(message.trim(), `${locale}.${key}`).not.toBe('');
        expect(() => parse(message), `${locale}.${key}`).not.toThrow();
      }
    });

    it.each(LOCALE_CODES)('%s takes the same arguments, formatted alike, as Greek and English', (locale) => {
      for (const key of referenceKeys) {
        const expected = argumentSet(area.el[key] ?? '');
        expect(argumentSet(area.en[key] ?? ''), `en.${key}`).toEqual(expected);
        expect(argumentSet(area[locale][key] ?? ''), `${locale}.${key}`).toEqual(expected);
      }
    });
  });

  it.each(LOCALE_CODES)('%s translates every message key the domain can return', (locale) => {
    const missing = MESSAGE_KEYS.filter((key) => !(key in MESSAGES[locale]));
    expect(missing).toEqual([]);
  });
});
