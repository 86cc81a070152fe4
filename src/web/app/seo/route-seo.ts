import type { MetaDescriptor } from 'react-router';
import type { ContentArticle } from '#application/content-site/content-site-model.ts';
import { samePathInEveryLocale } from '#domain/i18n/alternates.ts';
import { siteIntl } from '../i18n/site-intl.ts';
import type { RootData } from '../root.tsx';
import { type PageSeo, pageMeta, SITE_NAME } from './page-meta.ts';

interface MetaMatch {
  id: string;
  loaderData?: unknown;
}

/** Meta functions run outside the React tree: they find the root's locale and public URL here. */
export function rootDataOf(matches: readonly (MetaMatch | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
}

/**
 * Messages in the root's language, for meta functions (they run outside the React tree): the pages' own
 * intl object, so every meta call reuses its compiled messages instead of compiling them again.
 */
export function rootIntl(root: RootData) {
  return siteIntl(root.locale);
}

/** Meta for an app page whose path differs by language only in its prefix, titled from message keys. */
export function appPageMeta(
  matches: readonly (MetaMatch | undefined)[],
  pathname: string,
  keys: { title?: string; description: string; descriptionValues?: Record<string, string> },
  extra: Partial<PageSeo> = {},
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [];
  const intl = rootIntl(root);
  return pageMeta({
    ...(keys.title ? { title: intl.formatMessage({ id: keys.title }) } : {}),
    description: intl.formatMessage({ id: keys.description }, keys.descriptionValues),
    locale: root.locale,
    publicUrl: root.publicUrl,
    paths: samePathInEveryLocale(pathname),
    ...extra,
  });
}

/** Booking steps and error pages are for people, not for search results. */
export const NO_INDEX: MetaDescriptor = { name: 'robots', content: 'noindex, follow' };

/** A path that leads nowhere: "not found" in the visitor's language, under the brand, kept out of search. */
export function notFoundMeta(matches: readonly (MetaMatch | undefined)[]): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root) return [{ title: SITE_NAME }, NO_INDEX];
  const intl = rootIntl(root);
  return [{ title: `${intl.formatMessage({ id: 'errorNotFound' })} | ${SITE_NAME}` }, NO_INDEX];
}

/** Meta for a content page, whose slug may differ by language. */
export function articleMeta(
  matches: readonly (MetaMatch | undefined)[],
  article: Omit<ContentArticle, 'body' | 'faq' | 'related'> | undefined,
): MetaDescriptor[] {
  const root = rootDataOf(matches);
  if (!root || !article) return notFoundMeta(matches);
  return pageMeta({
    title: article.title,
    description: article.metaDescription,
    locale: root.locale,
    publicUrl: root.publicUrl,
    paths: article.paths,
    ...(article.image ? { image: { path: article.image.src, ...article.image } } : {}),
    type: article.collection === 'posts' ? 'article' : 'website',
  });
}
