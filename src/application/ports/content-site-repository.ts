import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { CollectionName, FaqItem } from '../content-site/content-site-model.ts';

/** A stored image file: its id (for the download URL) and the pixel size of the original. */
export interface StoredImage {
  fileId: string;
  width: number | null;
  height: number | null;
}

/**
 * A published item of a collection in one language. Every translatable text falls back to the default
 * language's when the language has none of its own.
 */
export interface CollectionItemRecord {
  collection: CollectionName;
  id: number;
  slug: string;
  /** What a card calls it: the place, the company, or the post's or offer's title. */
  name: string;
  /** The page's heading. */
  title: string;
  summary: string;
  metaDescription: string;
  smallImage: StoredImage | null;
  mainImage: StoredImage | null;
  publishedAt: Date | null;
  validFrom: Date | null;
  validUntil: Date | null;
  updatedAt: Date;
}

export interface CollectionItemDetail extends CollectionItemRecord {
  body: string;
  faq: FaqItem[];
  portCodes: string[];
  /** The item's slug in every language (the default language's where one has none of its own). */
  slugs: Record<LocaleCode, string>;
}

/** A published page (`pages` row) in one language. */
export interface PageRecord {
  id: number;
  slug: string;
  languageCode: LocaleCode;
  translationKey: string | null;
  title: string;
  metaDescription: string;
  image: StoredImage | null;
  updatedAt: Date;
}

export interface PageDetail extends PageRecord {
  sections: SectionRecord[];
  /** The slug of each language version of the page (languages without a version are absent). */
  slugs: Partial<Record<LocaleCode, string>>;
}

/** A page section as stored: a component name and its list of key/value pairs (spec §3). */
export interface SectionRecord {
  component: string;
  value: unknown;
}

export interface PopularRouteRecord {
  id: number;
  kind: 'domestic' | 'international';
  title: string;
  departurePort: string;
  destinationPort: string;
  image: StoredImage | null;
}

/** One published page for the sitemap: its slug in every language that has it. */
export interface SitemapRecord {
  collection: CollectionName | 'pages';
  /** For pages: the translation key (or the slug when the page has none). */
  key: string;
  slugs: Partial<Record<LocaleCode, string>>;
  updatedAt: Date;
  /** Offers: their last day. */
  validUntil: Date | null;
}

/** What the public content pages read (active, published rows only). */
export interface ContentSiteRepository {
  /** Published items in their order (ids: only those, in any order). One query. */
  listItems(
    collection: CollectionName,
    locale: LocaleCode,
    options?: { ids?: number[] },
  ): Promise<CollectionItemRecord[]>;
  /** A published item by its slug in that language (or by the default language's slug when the item has none in it). */
  findItem(
    collection: CollectionName,
    locale: LocaleCode,
    slug: string,
  ): Promise<CollectionItemDetail | undefined>;
  /** Items shown next to an item: related destinations, other posts, other offers, a company's offers. */
  relatedItems(collection: CollectionName, id: number, locale: LocaleCode): Promise<CollectionItemRecord[]>;
  /**
   * A published page by slug in that language, or the default language's page of that slug when the
   * page has no version in that language.
   */
  findPage(locale: LocaleCode, slug: string): Promise<PageDetail | undefined>;
  /** A published page by translation key, in that language or else the default language. */
  findPageByKey(locale: LocaleCode, translationKey: string): Promise<PageDetail | undefined>;
  /** Slugs of published pages by translation key, in that language or else the default language's. */
  pageSlugs(locale: LocaleCode, translationKeys: string[]): Promise<Map<string, string>>;
  popularRoutes(locale: LocaleCode, ids: number[]): Promise<PopularRouteRecord[]>;
  sitemap(): Promise<SitemapRecord[]>;
  /** Active companies' logos by the ferry systems' company code (companies without a logo are absent). */
  companyLogos(): Promise<Array<{ code: string; name: string; logo: StoredImage }>>;
}
