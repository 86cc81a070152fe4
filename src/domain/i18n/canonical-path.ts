import { DEFAULT_LOCALE, isLocaleCode } from './locales.ts';

/**
 * The canonical path of an address whose language prefix is written in another case (`/EN`,
 * `/De/contact`), or null when the prefix is already canonical or there is none. Router matching is
 * case-insensitive, so without this `/EN` would answer with the Greek home page.
 */
export function canonicalPrefixPath(pathname: string): string | null {
  const match = /^\/([a-z]{2})(?=\/|$)/i.exec(pathname);
  const written = match?.[1];
  if (!written || written === written.toLowerCase()) return null;
  const code = written.toLowerCase();
  if (!isLocaleCode(code) || code === DEFAULT_LOCALE) return null;
  return `/${code}${pathname.slice(3)}`;
}
