import type { LocalizedPaths } from '#domain/i18n/alternates.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';

/**
 * What the public content pages show (spec §2 "Pages"), already in the visitor's language. The web
 * layer renders these; `body` fields are Markdown written by staff.
 */

/** An image ready for an <img>: a URL path on this site, its intrinsic size and its alternative text. */
export interface SiteImage {
  src: string;
  width: number;
  height: number;
  alt: string;
  /**
   * The same picture at several widths (`srcset` with `w` descriptors), so that screens of every density
   * get it sharp; a card's at 2x (an `x` descriptor: its slot has one width), empty when `src` is enough.
   */
  srcSet: string;
}

export type CollectionName = 'destinations' | 'companies' | 'posts' | 'offers';

/** A teaser on a list or on the home page. */
export interface ContentCard {
  collection: CollectionName;
  id: number;
  title: string;
  summary: string;
  /** This item's page in the visitor's language, with the locale prefix (e.g. `/en/destinations/paros`). */
  path: string;
  image?: SiteImage;
  /** Posts: the publication date; offers: the last day the offer runs (ISO 8601). */
  date?: string;
}

export interface FaqItem {
  question: string;
  answer: string;
}

/** A page of its own: a destination, a company, a blog article, an offer, or a static page. */
export interface ContentArticle {
  collection: CollectionName | 'pages';
  id: number;
  title: string;
  metaDescription: string;
  summary: string;
  body: string;
  /** Where the same page lives in every language (slugs may differ), for alternates and the switcher. */
  paths: LocalizedPaths;
  image?: SiteImage;
  publishedAt?: string;
  validFrom?: string;
  validUntil?: string;
  faq: FaqItem[];
  related: ContentCard[];
  /** Destinations: the port codes that serve the place, to start a search from it. */
  portCodes: string[];
}

export interface PopularRoute {
  id: number;
  kind: 'domestic' | 'international';
  title: string;
  departurePort: string;
  destinationPort: string;
  image?: SiteImage;
}

/** One block of the home page, in the order staff arranged them (spec §2 home; §3 page sections). */
export type HomeSection =
  | { component: 'popularDestinations'; title: string; items: ContentCard[] }
  | { component: 'popularRoutes'; title: string; domestic: PopularRoute[]; international: PopularRoute[] }
  | { component: 'offers'; title: string; items: ContentCard[] }
  | { component: 'suggestions'; title: string; items: ContentCard[] }
  | { component: 'companies'; title: string; items: ContentCard[] }
  | { component: 'whyChooseUs'; title: string; points: string[]; aboutPath: string };

export interface HomePage {
  title: string;
  description: string;
  sections: HomeSection[];
}

/** Every indexable content page, for sitemap.xml. */
export interface SitemapEntry {
  paths: LocalizedPaths;
  lastModified?: string;
}

export interface ContentSiteQueries {
  homePage(locale: LocaleCode): Promise<HomePage>;
  list(collection: CollectionName, locale: LocaleCode): Promise<ContentCard[]>;
  /** An item of a collection by its slug in that language; undefined when there is none (or it is not published). */
  article(collection: CollectionName, locale: LocaleCode, slug: string): Promise<ContentArticle | undefined>;
  /** A static or generic page (about-us, terms, privacy, any `/{slug}`) by its slug in that language. */
  page(locale: LocaleCode, slug: string): Promise<ContentArticle | undefined>;
  sitemap(): Promise<SitemapEntry[]>;
  /** Company logos by the ferry systems' company code (BSF, SJ, …), for the results' sailing cards. */
  companyLogos(): Promise<Record<string, SiteImage>>;
}
