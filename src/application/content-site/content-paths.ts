import type { LocalizedPaths } from '#domain/i18n/alternates.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, type LocaleCode, localePrefix } from '#domain/i18n/locales.ts';
import type { CollectionName } from './content-site-model.ts';

/** The URL segment of each collection's pages (posts are the blog). */
export const COLLECTION_SEGMENTS: Record<CollectionName, string> = {
  destinations: 'destinations',
  companies: 'companies',
  posts: 'blog',
  offers: 'offers',
};

/** The page key of the home page: its path is the locale prefix alone. */
export const HOME_PAGE_KEY = 'home';

export function homePath(locale: LocaleCode): string {
  return localePrefix(locale) || '/';
}

export function listPath(collection: CollectionName, locale: LocaleCode): string {
  return `${localePrefix(locale)}/${COLLECTION_SEGMENTS[collection]}`;
}

export function itemPath(collection: CollectionName, locale: LocaleCode, slug: string): string {
  return `${listPath(collection, locale)}/${slug}`;
}

export function pagePath(locale: LocaleCode, slug: string): string {
  return `${localePrefix(locale)}/${slug}`;
}

export function itemPaths(collection: CollectionName, slugs: Record<LocaleCode, string>): LocalizedPaths {
  return Object.fromEntries(
    LOCALE_CODES.map((code) => [code, itemPath(collection, code, slugs[code])]),
  ) as LocalizedPaths;
}

/**
 * A page's path in every language. A language without a version of its own shows the default
 * language's version under that slug (or any version's, when even that is missing).
 */
export function pagePaths(
  slugs: Partial<Record<LocaleCode, string>>,
  translationKey: string | null,
): LocalizedPaths {
  if (translationKey === HOME_PAGE_KEY) {
    return Object.fromEntries(LOCALE_CODES.map((code) => [code, homePath(code)])) as LocalizedPaths;
  }
  const fallback = slugs[DEFAULT_LOCALE] ?? Object.values(slugs)[0] ?? '';
  return Object.fromEntries(
    LOCALE_CODES.map((code) => [code, pagePath(code, slugs[code] ?? fallback)]),
  ) as LocalizedPaths;
}

/** The public download URL of a stored file, optionally a resized variant (`?resize=600x400`). */
export function fileUrl(fileId: string, resize?: string): string {
  const path = `/api/files/download/${fileId}`;
  return resize ? `${path}?resize=${resize}` : path;
}
