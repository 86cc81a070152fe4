import type { CollectionName } from '#application/content-site/content-site-model.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';

/** The URL segment of each collection's pages (spec §2): the blog's articles live under /blog. */
export const COLLECTION_SEGMENTS: Record<CollectionName, string> = {
  destinations: 'destinations',
  companies: 'companies',
  posts: 'blog',
  offers: 'offers',
};

/** The list page's title and description message keys. */
export const COLLECTION_TEXTS: Record<CollectionName, { title: string; description: string }> = {
  destinations: { title: 'listDestinationsTitle', description: 'listDestinationsDescription' },
  companies: { title: 'listCompaniesTitle', description: 'listCompaniesDescription' },
  posts: { title: 'listPostsTitle', description: 'listPostsDescription' },
  offers: { title: 'listOffersTitle', description: 'listOffersDescription' },
};

/** Which collection a list or article path belongs to (the first segment after the locale prefix). */
export function collectionOfPath(pathname: string): CollectionName | undefined {
  const segment = splitLocalePath(pathname).path.split('/')[1];
  return (Object.keys(COLLECTION_SEGMENTS) as CollectionName[]).find(
    (collection) => COLLECTION_SEGMENTS[collection] === segment,
  );
}
