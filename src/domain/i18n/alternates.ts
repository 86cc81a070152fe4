import { LOCALE_CODES, type LocaleCode, localizePath } from './locales.ts';

/** The same page in every language, as locale → path. */
export type LocalizedPaths = Record<LocaleCode, string>;

/** For pages whose path is the same in every language but for the prefix (home, results, …). */
export function samePathInEveryLocale(pathname: string): LocalizedPaths {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => [code, localizePath(pathname, code)]),
  ) as LocalizedPaths;
}
