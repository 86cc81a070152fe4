/**
 * Types of the seed content: destinations, companies, blog posts, offers, popular routes,
 * static pages and menus, written in all seven interface languages.
 * The data modules next to this file only describe content; loading it into the database is done elsewhere.
 */
export type SeedLocale = 'el' | 'en' | 'de' | 'es' | 'fr' | 'it' | 'sq';
export type Localized<T> = Record<SeedLocale, T>;

export const SEED_LOCALES: readonly SeedLocale[] = ['el', 'en', 'de', 'es', 'fr', 'it', 'sq'];

export interface SeedPageText {
  slug: string;
  title: string;
  /** At most 160 characters. */
  metaDescription: string;
}

export interface IllustrationSpec {
  scene: 'island-village' | 'harbour' | 'beach' | 'cliffs' | 'old-town' | 'lighthouse' | 'sunset-sea';
  palette: { sky: string; sea: string; land: string; accent: string };
}

export type SeedRegion =
  | 'cyclades'
  | 'dodecanese'
  | 'crete'
  | 'ionian'
  | 'saronic'
  | 'sporades'
  | 'north-aegean'
  | 'east-aegean'
  | 'mainland'
  | 'italy'
  | 'albania'
  | 'turkey';

export interface SeedFaqItem {
  question: string;
  answer: string;
}

export interface SeedDestinationText extends SeedPageText {
  /** One or two sentences for cards. */
  summary: string;
  /** Markdown, 250-450 words: the place, the ferry ports, typical crossing times, best season, tips. */
  body: string;
  /** Three questions and answers. */
  faq: SeedFaqItem[];
}

export interface SeedDestination {
  key: string;
  portCodes: string[];
  region: SeedRegion;
  coordinates: { lat: number; lng: number };
  illustration: IllustrationSpec;
  /** Other destination keys. */
  related: string[];
  text: Localized<SeedDestinationText>;
}

export interface SeedCompanyText extends SeedPageText {
  summary: string;
  /** Markdown, 150-300 words: fleet, main routes, onboard services. */
  body: string;
}

export interface SeedCompany {
  key: string;
  /** The company code used by the ferry catalogue, e.g. BSF. */
  code: string;
  brandColor: string;
  text: Localized<SeedCompanyText>;
}

export interface SeedPostText extends SeedPageText {
  summary: string;
  /** Markdown, 500-800 words. */
  body: string;
}

export interface SeedPost {
  key: string;
  /** ISO date in 2026. */
  publishedAt: string;
  illustration: IllustrationSpec;
  destinationKeys: string[];
  text: Localized<SeedPostText>;
}

export interface SeedOfferText extends SeedPageText {
  summary: string;
  /** Markdown, 100-250 words with clear conditions. */
  body: string;
}

export interface SeedOffer {
  key: string;
  validFrom: string;
  validUntil: string;
  companyKey?: string;
  illustration: IllustrationSpec;
  text: Localized<SeedOfferText>;
}

export interface SeedPopularRoute {
  /** A destination key or a port code. */
  from: string;
  to: string;
  kind: 'domestic' | 'international';
  fromPort: string;
  toPort: string;
}

export interface SeedStaticPageText extends SeedPageText {
  /** Markdown. */
  body: string;
}

export interface SeedStaticPage {
  key: 'about-us' | 'terms' | 'privacy';
  text: Localized<SeedStaticPageText>;
}

export interface SeedMenuEntry {
  key: string;
  text: Localized<{ name: string; link: string }>;
  children?: SeedMenuEntry[];
}

export interface SeedMenu {
  name: 'Main Menu' | 'Footer Menu' | 'Footer Bottom Menu';
  entries: SeedMenuEntry[];
}
