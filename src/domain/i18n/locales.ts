/** The interface languages (spec §1, §2). Greek is the default and has no URL prefix. */
export const LOCALE_CODES = ['el', 'en', 'de', 'es', 'fr', 'it', 'sq'] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'el';

export interface Locale {
  code: LocaleCode;
  /** The short label shown in the language switcher (Albanian is shown as AL). */
  capitalCode: string;
  /** BCP 47 tag used for formatting and for hreflang. */
  iso: string;
  dir: 'ltr' | 'rtl';
}

/** Spec §2 locale table: en-US, el-GR, it-IT, fr-FR, sq-AL, es-ES, de-DE, all left-to-right. */
export const LOCALES: Record<LocaleCode, Locale> = {
  el: { code: 'el', capitalCode: 'EL', iso: 'el-GR', dir: 'ltr' },
  en: { code: 'en', capitalCode: 'EN', iso: 'en-US', dir: 'ltr' },
  de: { code: 'de', capitalCode: 'DE', iso: 'de-DE', dir: 'ltr' },
  es: { code: 'es', capitalCode: 'ES', iso: 'es-ES', dir: 'ltr' },
  fr: { code: 'fr', capitalCode: 'FR', iso: 'fr-FR', dir: 'ltr' },
  it: { code: 'it', capitalCode: 'IT', iso: 'it-IT', dir: 'ltr' },
  sq: { code: 'sq', capitalCode: 'AL', iso: 'sq-AL', dir: 'ltr' },
};

export function isLocaleCode(value: unknown): value is LocaleCode {
  return typeof value === 'string' && (LOCALE_CODES as readonly string[]).includes(value);
}

/** The URL prefix of a locale: empty for the default, `/en` and so on for the others. */
export function localePrefix(locale: LocaleCode): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Splits a pathname into the locale its prefix names and the locale-neutral rest (always starting with `/`). */
export function splitLocalePath(pathname: string): { locale: LocaleCode; path: string } {
  const match = /^\/([a-z]{2})(?=\/|$)(.*)$/.exec(pathname);
  const candidate = match?.[1];
  if (match && isLocaleCode(candidate) && candidate !== DEFAULT_LOCALE) {
    return { locale: candidate, path: match[2] || '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The same page in another locale: `/en/contact` → `/contact` for Greek, `/de/contact` for German. */
export function localizePath(pathname: string, locale: LocaleCode): string {
  const { path } = splitLocalePath(pathname);
  const prefix = localePrefix(locale);
  if (path === '/') return prefix || '/';
  return `${prefix}${path}`;
}

/**
 * Locale choice (spec §2): the URL prefix decides; where the URL names none (the bare root),
 * a locale the visitor saved earlier wins; browser-language detection is never used.
 */
export function savedLocaleRedirect(pathname: string, savedLocale: string | undefined): string | undefined {
  if (pathname !== '/' || !isLocaleCode(savedLocale) || savedLocale === DEFAULT_LOCALE) return undefined;
  return localePrefix(savedLocale);
}
