/**
 * The seed content as the seed uses it: destinations, companies, blog posts, offers, popular routes,
 * the home and static pages and the menus, in all seven interface languages. The texts themselves are
 * files under `content/` at the repository root, read by `content-files.ts`.
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

export const ILLUSTRATION_SCENES = [
  'island-village',
  'harbour',
  'beach',
  'cliffs',
  'old-town',
  'lighthouse',
  'sunset-sea',
] as const;

export interface IllustrationSpec {
  scene: (typeof ILLUSTRATION_SCENES)[number];
  palette: { sky: string; sea: string; land: string; accent: string };
}

export const SEED_REGIONS = [
  'cyclades',
  'dodecanese',
  'crete',
  'ionian',
  'saronic',
  'sporades',
  'north-aegean',
  'east-aegean',
  'mainland',
  'italy',
  'albania',
  'turkey',
] as const;
type SeedRegion = (typeof SEED_REGIONS)[number];

interface SeedFaqItem {
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

export const STATIC_PAGE_KEYS = ['about-us', 'terms', 'privacy'] as const;

interface SeedStaticPage {
  key: (typeof STATIC_PAGE_KEYS)[number];
  text: Localized<SeedStaticPageText>;
}

/** The home page's own words (spec §2 home): its title, description and the headings of its blocks. */
export interface SeedHomePageText {
  title: string;
  metaDescription: string;
  popularDestinations: string;
  popularRoutes: string;
  offers: string;
  suggestions: string;
  companies: string;
  whyChooseUs: string;
  /** No hidden fees; more than 500 destinations; every company compared. */
  points: [string, string, string];
}

export interface SeedHomePage {
  /** Kyma's harbour: the home page's OpenGraph picture and the about page's. */
  illustration: IllustrationSpec;
  /** The destinations the home page shows first, when the seed has them. */
  popularDestinationKeys: string[];
  text: Localized<SeedHomePageText>;
}

export interface SeedMenuEntry {
  key: string;
  text: Localized<{ name: string; link: string }>;
  children?: SeedMenuEntry[];
}

export const SEED_MENU_NAMES = ['Main Menu', 'Footer Menu', 'Footer Bottom Menu'] as const;

interface SeedMenu {
  name: (typeof SEED_MENU_NAMES)[number];
  entries: SeedMenuEntry[];
}

/** Everything the content seed loads. */
export interface SeedContent {
  destinations: SeedDestination[];
  companies: SeedCompany[];
  posts: SeedPost[];
  offers: SeedOffer[];
  popularRoutes: SeedPopularRoute[];
  staticPages: SeedStaticPage[];
  menus: SeedMenu[];
  home: SeedHomePage;
}
