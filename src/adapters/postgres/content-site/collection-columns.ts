import type { CollectionName } from '#application/content-site/content-site-model.ts';

/** Where each collection keeps what a content page shows. */
export interface CollectionColumns {
  table: string;
  /** Columns that also have a per-language value in `<table>_translations`. */
  translated: ReadonlySet<string>;
  /** The card's name: the place or company, else the title. */
  name: string;
  title: string | null;
  body: string;
  summary: string;
  smallImage: string | null;
  mainImage: string | null;
  order: { column: string; direction: 'asc' | 'desc' }[];
  /** Only rows already published (posts with a publication date in the future wait). */
  publishedOnly?: string;
}

export const COLLECTION_COLUMNS: Record<CollectionName, CollectionColumns> = {
  destinations: {
    table: 'destinations',
    translated: new Set(['slug', 'name', 'title', 'meta_description', 'summary', 'description', 'faq']),
    name: 'name',
    title: 'title',
    body: 'description',
    summary: 'summary',
    smallImage: 'small_image_id',
    mainImage: 'main_image_id',
    order: [{ column: 'position', direction: 'asc' }],
  },
  companies: {
    table: 'companies',
    translated: new Set(['slug', 'title', 'meta_description', 'summary', 'description']),
    name: 'name',
    title: 'title',
    body: 'description',
    summary: 'summary',
    smallImage: 'logo_id',
    mainImage: 'logo_id',
    order: [{ column: 'position', direction: 'asc' }],
  },
  posts: {
    table: 'posts',
    translated: new Set(['slug', 'title', 'meta_description', 'summary', 'content']),
    name: 'title',
    title: null,
    body: 'content',
    summary: 'summary',
    smallImage: null,
    mainImage: 'main_image_id',
    order: [{ column: 'published_at', direction: 'desc' }],
    publishedOnly: '(base.published_at is null or base.published_at <= now())',
  },
  offers: {
    table: 'offers',
    translated: new Set(['slug', 'title', 'meta_description', 'summary', 'description']),
    name: 'title',
    title: null,
    body: 'description',
    summary: 'summary',
    smallImage: 'small_image_id',
    mainImage: 'main_image_id',
    order: [{ column: 'position', direction: 'asc' }],
  },
};

/** A column's value in the joined language, falling back to the row's (default language) value. */
export function localized(columns: CollectionColumns, column: string): string {
  return columns.translated.has(column) ? `coalesce(tr.${column}, base.${column})` : `base.${column}`;
}
