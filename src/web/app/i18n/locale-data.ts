import { LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';

/**
 * The browser's own `Intl` writes dates and prices unless it lacks the page's language: a Chromium built
 * with a reduced ICU (Debian's, phones') has no Albanian, and wrote "2026 M12" and "€ 35.80" where the
 * server wrote "dhjetor 2026" and "35,80 €". Only then are formatjs' polyfills and that language's CLDR
 * data loaded, and they answer only for the languages the browser lacks (decision 0118).
 */
export type IntlConstructorName = 'DateTimeFormat' | 'NumberFormat' | 'PluralRules';

const CONSTRUCTORS: readonly IntlConstructorName[] = ['PluralRules', 'NumberFormat', 'DateTimeFormat'];

interface LocaleAware {
  supportedLocalesOf(locales: string | string[]): string[];
}
type IntlLike = Partial<Record<IntlConstructorName, LocaleAware>>;

/** The formatters that cannot write the locale themselves, in the order their polyfills build on each other. */
export function formattersLacking(locale: string, intl: IntlLike = Intl): IntlConstructorName[] {
  return CONSTRUCTORS.filter((name) => (intl[name]?.supportedLocalesOf([locale]).length ?? 0) === 0);
}

type Constructor = (new (...args: never[]) => unknown) & LocaleAware;

/**
 * The polyfill where the native formatter lacks the locales asked for, the native one everywhere else: the
 * polyfill holds only the page's language, and the back office's `sv-SE` stamps or an `en-GB` clock
 * still read as the browser writes them.
 */
export function nativeWherePossible<T extends Constructor>(native: T, polyfill: T): T {
  const nativeCan = (locales: unknown) =>
    locales === undefined || native.supportedLocalesOf(locales as string | string[]).length > 0;
  return new Proxy(polyfill, {
    construct: (target, args: unknown[]) =>
      nativeCan(args[0])
        ? (new native(...(args as never[])) as object)
        : (Reflect.construct(target, args) as object),
    apply: (target, self, args: unknown[]) =>
      nativeCan(args[0]) ? new native(...(args as never[])) : Reflect.apply(target, self, args),
  });
}

type Loader = () => Promise<unknown>;

/** Each polyfill, then its data: the polyfill must be in `Intl` for its data files to add themselves. */
const POLYFILLS: Record<IntlConstructorName, Loader> = {
  PluralRules: () => import('@formatjs/intl-pluralrules/polyfill-force.js'),
  NumberFormat: () => import('@formatjs/intl-numberformat/polyfill-force.js'),
  DateTimeFormat: () => import('@formatjs/intl-datetimeformat/polyfill-force.js'),
};

/** One static import per language, so the build makes a small chunk of each and a page loads only its own. */
const DATA: Record<IntlConstructorName, Record<LocaleCode, Loader>> = {
  PluralRules: {
    el: () => import('@formatjs/intl-pluralrules/locale-data/el.js'),
    en: () => import('@formatjs/intl-pluralrules/locale-data/en.js'),
    de: () => import('@formatjs/intl-pluralrules/locale-data/de.js'),
    es: () => import('@formatjs/intl-pluralrules/locale-data/es.js'),
    fr: () => import('@formatjs/intl-pluralrules/locale-data/fr.js'),
    it: () => import('@formatjs/intl-pluralrules/locale-data/it.js'),
    sq: () => import('@formatjs/intl-pluralrules/locale-data/sq.js'),
  },
  NumberFormat: {
    el: () => import('@formatjs/intl-numberformat/locale-data/el.js'),
    en: () => import('@formatjs/intl-numberformat/locale-data/en.js'),
    de: () => import('@formatjs/intl-numberformat/locale-data/de.js'),
    es: () => import('@formatjs/intl-numberformat/locale-data/es.js'),
    fr: () => import('@formatjs/intl-numberformat/locale-data/fr.js'),
    it: () => import('@formatjs/intl-numberformat/locale-data/it.js'),
    sq: () => import('@formatjs/intl-numberformat/locale-data/sq.js'),
  },
  DateTimeFormat: {
    el: () => import('@formatjs/intl-datetimeformat/locale-data/el.js'),
    en: () => import('@formatjs/intl-datetimeformat/locale-data/en.js'),
    de: () => import('@formatjs/intl-datetimeformat/locale-data/de.js'),
    es: () => import('@formatjs/intl-datetimeformat/locale-data/es.js'),
    fr: () => import('@formatjs/intl-datetimeformat/locale-data/fr.js'),
    it: () => import('@formatjs/intl-datetimeformat/locale-data/it.js'),
    sq: () => import('@formatjs/intl-datetimeformat/locale-data/sq.js'),
  },
};

const installed = new Set<IntlConstructorName>();

/** The polyfill once, in front of it the native formatter; then the language's data. */
async function polyfill(name: IntlConstructorName, locale: LocaleCode): Promise<void> {
  if (!installed.has(name)) {
    const native = Intl[name] as unknown as Constructor;
    await POLYFILLS[name]();
    const polyfilled = Intl[name] as unknown as Constructor & { __addTZData?(data: unknown): void };
    // The pages' dates read in the business's zone (site-intl.ts): the polyfill knows no zone by itself.
    if (name === 'DateTimeFormat')
      polyfilled.__addTZData?.((await import('./athens-time-zone.ts')).ATHENS_TIME_ZONE_DATA);
    Object.defineProperty(Intl, name, {
      value: nativeWherePossible(native, polyfilled),
      writable: true,
      configurable: true,
    });
    installed.add(name);
  }
  await DATA[name][locale]();
}

/** Loads what the browser lacks to write the language as the server does (nothing in most browsers). */
export async function loadLocaleData(locale: LocaleCode): Promise<void> {
  for (const name of formattersLacking(LOCALES[locale].iso)) await polyfill(name, locale);
}
