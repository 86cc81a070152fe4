import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES, LOCALES } from '#domain/i18n/locales.ts';
import { ATHENS_TIME_ZONE_DATA } from '#web/app/i18n/athens-time-zone.ts';
import { formattersLacking, nativeWherePossible } from '#web/app/i18n/locale-data.ts';

/** A formatter that knows only the languages it is given, as a browser with a reduced ICU does. */
function formatterKnowing(...known: string[]) {
  return class {
    readonly locales: string | string[] | undefined;
    constructor(locales?: string | string[]) {
      this.locales = locales;
    }
    static supportedLocalesOf(locales: string | string[]): string[] {
      return [locales].flat().filter((locale) => known.includes(locale.slice(0, 2)));
    }
  };
}

describe('which formatters a browser needs polyfilled', () => {
  it('names those that lack the language, plural rules first since the others build on them', () => {
    // Debian's Chromium: plural rules know Albanian, dates and numbers do not.
    const chromium = {
      PluralRules: formatterKnowing('en', 'sq'),
      NumberFormat: formatterKnowing('en'),
      DateTimeFormat: formatterKnowing('en'),
    };
    expect(formattersLacking('sq-AL', chromium)).toEqual(['NumberFormat', 'DateTimeFormat']);
    expect(formattersLacking('en-US', chromium)).toEqual([]);
    expect(formattersLacking('fr-FR', chromium)).toEqual(['PluralRules', 'NumberFormat', 'DateTimeFormat']);
  });

  it('needs nothing where Intl has every language (Node with its full ICU, most browsers)', () => {
    for (const code of LOCALE_CODES) expect(formattersLacking(LOCALES[code].iso)).toEqual([]);
  });

  it('polyfills a formatter the browser does not have at all', () => {
    expect(formattersLacking('en-US', { PluralRules: formatterKnowing('en') })).toEqual([
      'NumberFormat',
      'DateTimeFormat',
    ]);
  });
});

describe('the polyfilled formatter', () => {
  const Native = formatterKnowing('en', 'sv');
  const Polyfill = formatterKnowing('sq');
  const Formatter = nativeWherePossible(Native, Polyfill);

  it('writes the languages the browser lacks with the polyfill', () => {
    expect(new Formatter('sq-AL')).toBeInstanceOf(Polyfill);
    expect(new Formatter(['sq-AL'])).toBeInstanceOf(Polyfill);
  });

  it('leaves the languages the browser has, and its default, to the browser', () => {
    expect(new Formatter('sv-SE')).toBeInstanceOf(Native);
    expect(new Formatter('en-GB')).toBeInstanceOf(Native);
    expect(new Formatter()).toBeInstanceOf(Native);
  });

  it('answers for its languages with the polyfill', () => {
    expect(Formatter.supportedLocalesOf(['sq-AL', 'en-US'])).toEqual(['sq-AL']);
  });
});

describe('the time zone the polyfill is given', () => {
  it("is Athens as formatjs' own golden zone data has it", async () => {
    const golden = await readFile('node_modules/@formatjs/intl-datetimeformat/add-golden-tz.js', 'utf8');
    const data = JSON.parse(golden.slice(golden.indexOf('__addTZData(') + 12, golden.lastIndexOf(')')));
    expect(ATHENS_TIME_ZONE_DATA).toEqual({
      abbrvs: data.abbrvs,
      offsets: data.offsets,
      zones: data.zones.filter((zone: string) => zone.startsWith('Europe/Athens|')),
    });
  });
});
