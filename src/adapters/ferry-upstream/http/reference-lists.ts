import type { Schema } from 'yup';
import { LOCAL_LANGUAGE } from '#application/ferry/localized-ports.ts';
import type { CallOptions } from '#application/ports/ferry-inventory.ts';
import type { Country, FerryPort } from '#application/ports/ferry-search.ts';
import { LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import { FERRY_ANSWERS } from '#domain/wire-contract/ferry-answers.ts';
import { TimedCache } from './timed-cache.ts';

type Query = <T>(path: string, schema: Schema<T>, lang: string, options?: CallOptions) => Promise<T>;

/** The languages whose answers hold local names: Greek, Italian and Albanian ports are named in them. */
const LOCAL_LANGUAGES = [...new Set(Object.values(LOCAL_LANGUAGE))];

/**
 * The remote's ports and countries. The contract names them in the caller's language only, while the
 * port wants the English name and the local one (and a port its name in every language: Ανκόνα, Venedig),
 * so the countries are asked in English and in each local language, the ports in every language, then kept
 * for a while: every destinations lookup needs the port list.
 */
export class ReferenceLists {
  readonly #query: Query;
  readonly #ports: TimedCache<FerryPort[]>;
  readonly #countries: TimedCache<Country[]>;

  constructor(deps: { query: Query; ttlMs: number; now: () => number }) {
    this.#query = deps.query;
    this.#ports = new TimedCache(deps.ttlMs, deps.now);
    this.#countries = new TimedCache(deps.ttlMs, deps.now);
  }

  ports(options?: CallOptions): Promise<FerryPort[]> {
    return this.#ports.get(async () => {
      const answers = await this.#inLanguages(LOCALE_CODES, '/getPorts', FERRY_ANSWERS.ports, options);
      const inLanguage = new Map(LOCALE_CODES.map((lang, index) => [lang, answers[index]!.ports]));
      const names = namesByCode(inLanguage);
      return withLocalNames(
        inLanguage.get('en')!,
        LOCAL_LANGUAGES.map((lang) => inLanguage.get(lang)!),
        (port) => port.countryCode,
      ).map((port) => ({ ...port, names: names(port.code, port.name) }));
    });
  }

  countries(options?: CallOptions): Promise<Country[]> {
    return this.#countries.get(async () => {
      const languages = ['en', ...LOCAL_LANGUAGES] as const;
      const [english, ...local] = await this.#inLanguages(
        languages,
        '/countries',
        FERRY_ANSWERS.countries,
        options,
      );
      return withLocalNames(
        english!.countries,
        local.map((answer) => answer.countries),
        (country) => country.code,
      );
    });
  }

  #inLanguages<T>(
    languages: readonly LocaleCode[],
    path: string,
    schema: Schema<T>,
    options?: CallOptions,
  ): Promise<T[]> {
    return Promise.all(languages.map((lang) => this.#query(path, schema, lang, options)));
  }
}

/** English items with `localName` from the answer in their country's language (else the English name). */
function withLocalNames<T extends { code: string; name: string }>(
  english: T[],
  local: T[][],
  countryOf: (item: T) => string,
): Array<T & { localName: string }> {
  const localNames = new Map<string, string>();
  LOCAL_LANGUAGES.forEach((lang, index) => {
    for (const item of local[index] ?? [])
      if (LOCAL_LANGUAGE[countryOf(item)] === lang) localNames.set(item.code, item.name);
  });
  return english.map((item) => ({ ...item, localName: localNames.get(item.code) ?? item.name }));
}

/** A port's name in each language as the remote answered it (its English name where an answer lacks it). */
function namesByCode(inLanguage: Map<LocaleCode, Array<{ code: string; name: string }>>) {
  const byLanguage = [...inLanguage].map(
    ([lang, items]) => [lang, new Map(items.map((item) => [item.code, item.name]))] as const,
  );
  return (code: string, englishName: string) =>
    Object.fromEntries(byLanguage.map(([lang, names]) => [lang, names.get(code) ?? englishName])) as Record<
      LocaleCode,
      string
    >;
}
