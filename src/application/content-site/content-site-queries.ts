import { offerHasEnded } from '#domain/content/offer-validity.ts';
import { samePathInEveryLocale } from '#domain/i18n/alternates.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Clock } from '../ports/clock.ts';
import type { ContentCache } from '../ports/content-cache.ts';
import type {
  CollectionItemRecord,
  ContentSiteRepository,
  PageDetail,
  StoredImage,
} from '../ports/content-site-repository.ts';
import {
  COLLECTION_SEGMENTS,
  fileUrl,
  HOME_PAGE_KEY,
  homePath,
  itemPath,
  itemPaths,
  pagePath,
  pagePaths,
} from './content-paths.ts';
import type {
  CollectionName,
  ContentArticle,
  ContentCard,
  ContentSiteQueries,
  HomePage,
  PopularRoute,
  SiteImage,
  SitemapEntry,
} from './content-site-model.ts';
import { cardKey, mapSections, sectionReferences } from './section-mapping.ts';

/** The cache's entity name: any content write (which invalidates every entity) shows at once. */
const CACHE_ENTITY = 'content-site';
const CARD_WIDTH = 600;
const COLLECTIONS = Object.keys(COLLECTION_SEGMENTS) as CollectionName[];

/** The section component whose `body` is a static page's Markdown text. */
export const TEXT_COMPONENT = 'text';

/** Widths the server resizes a picture to (each variant is made once and kept), below its stored width. */
const SRCSET_WIDTHS = [320, 640, 960];

function srcSet(fileId: string, storedWidth: number): string {
  const widths = SRCSET_WIDTHS.filter((width) => width < storedWidth);
  return [
    ...widths.map((width) => `${fileUrl(fileId, String(width))} ${width}w`),
    `${fileUrl(fileId)} ${storedWidth}w`,
  ].join(', ');
}

/** An image at its stored size; files without a known size are not shown (width and height are required). */
function siteImage(stored: StoredImage | null, alt: string): SiteImage | undefined {
  if (!stored?.width || !stored.height) return undefined;
  return {
    src: fileUrl(stored.fileId),
    width: stored.width,
    height: stored.height,
    alt,
    srcSet: srcSet(stored.fileId, stored.width),
  };
}

/** A card-sized fallback source: resized on the server to at most CARD_WIDTH pixels wide, never enlarged. */
function cardVariant(stored: StoredImage | null, alt: string): SiteImage | undefined {
  const full = siteImage(stored, alt);
  if (!full || !stored || full.width <= CARD_WIDTH) return full;
  return {
    ...full,
    src: fileUrl(stored.fileId, String(CARD_WIDTH)),
    width: CARD_WIDTH,
    height: Math.round((full.height * CARD_WIDTH) / full.width),
  };
}

/** A card's picture at 1x and at 2x: its slot is about 300 CSS px wide in every layout (`ContentCardGrid`). */
const CARD_WIDTH_1X = 320;
const CARD_WIDTH_2X = 640;

/**
 * A card's picture offered by screen density (`srcset` with an `x` descriptor, no `sizes`): one candidate
 * per density fits a slot of one width, in fewer bytes than every width and a `sizes` on each of a home
 * page's thirty cards (issue #32). The stored file where it is no wider than a variant.
 */
function cardImage(stored: StoredImage | null, alt: string): SiteImage | undefined {
  const shown = cardVariant(stored, alt);
  const storedWidth = stored?.width;
  if (!shown || !stored || !storedWidth) return undefined;
  const at = (width: number) =>
    width < storedWidth ? fileUrl(stored.fileId, String(width)) : fileUrl(stored.fileId);
  return {
    ...shown,
    src: at(CARD_WIDTH_1X),
    srcSet: storedWidth > CARD_WIDTH_1X ? `${at(CARD_WIDTH_2X)} 2x` : '',
  };
}

const iso = (value: Date | null) => value?.toISOString();

function card(record: CollectionItemRecord, locale: LocaleCode): ContentCard {
  const image = cardImage(record.smallImage ?? record.mainImage, record.name);
  const date = record.collection === 'posts' ? iso(record.publishedAt) : iso(record.validUntil);
  return {
    collection: record.collection,
    id: record.id,
    title: record.name,
    summary: record.summary,
    path: itemPath(record.collection, locale, record.slug),
    ...(image ? { image } : {}),
    ...(date && (record.collection === 'posts' || record.collection === 'offers') ? { date } : {}),
  };
}

function pageBody(page: PageDetail): string {
  return page.sections
    .filter((section) => section.component === TEXT_COMPONENT && Array.isArray(section.value))
    .flatMap((section) =>
      (section.value as unknown[]).flatMap((pair) => {
        const { key, value } = (pair ?? {}) as { key?: unknown; value?: unknown };
        return key === 'body' && typeof value === 'string' ? [value] : [];
      }),
    )
    .join('\n\n');
}

/**
 * The public content pages' data (spec §2), from the content tables, briefly cached. Offers past their
 * last day leave the lists, the home page and the sitemap by themselves; their own page stays, dated.
 */
export class ContentSiteQueriesService implements ContentSiteQueries {
  readonly #repository: ContentSiteRepository;
  readonly #cache: ContentCache;
  readonly #clock: Clock;

  constructor(deps: { repository: ContentSiteRepository; cache: ContentCache; clock: Clock }) {
    this.#repository = deps.repository;
    this.#cache = deps.cache;
    this.#clock = deps.clock;
  }

  #running<T extends { validUntil: Date | null }>(records: T[]): T[] {
    const now = this.#clock.now();
    return records.filter((record) => !offerHasEnded(record.validUntil, now));
  }

  async homePage(locale: LocaleCode): Promise<HomePage> {
    return this.#cache.read(CACHE_ENTITY, `home:${locale}`, async () => {
      const page = await this.#repository.findPageByKey(locale, HOME_PAGE_KEY);
      if (!page) return { title: '', description: '', sections: [] };
      const wanted = sectionReferences(page.sections);
      const [lists, routes, pageSlugs] = await Promise.all([
        Promise.all(
          COLLECTIONS.map((collection) =>
            this.#repository.listItems(collection, locale, { ids: wanted.ids[collection] }),
          ),
        ),
        this.#repository.popularRoutes(locale, wanted.routeIds),
        this.#repository.pageSlugs(locale, wanted.pageKeys),
      ]);
      const cards = new Map<string, ContentCard>();
      for (const record of this.#running(lists.flat()))
        cards.set(cardKey(record.collection, record.id), card(record, locale));
      const routeViews = new Map<number, PopularRoute>(
        routes.map((route) => {
          const image = cardVariant(route.image, route.title);
          const { image: _stored, ...rest } = route;
          return [route.id, { ...rest, ...(image ? { image } : {}) }];
        }),
      );
      const paths = new Map([...pageSlugs].map(([key, slug]) => [key, pagePath(locale, slug)]));
      return {
        title: page.title,
        description: page.metaDescription,
        sections: mapSections(page.sections, {
          cards,
          routes: routeViews,
          pagePaths: paths,
          homePath: homePath(locale),
        }),
      };
    });
  }

  async list(collection: CollectionName, locale: LocaleCode): Promise<ContentCard[]> {
    return this.#cache.read(CACHE_ENTITY, `list:${collection}:${locale}`, async () => {
      const records = await this.#repository.listItems(collection, locale);
      return this.#running(records).map((record) => card(record, locale));
    });
  }

  async article(
    collection: CollectionName,
    locale: LocaleCode,
    slug: string,
  ): Promise<ContentArticle | undefined> {
    const cached = await this.#cache.read(
      CACHE_ENTITY,
      `article:${collection}:${locale}:${slug}`,
      async () => {
        const item = await this.#repository.findItem(collection, locale, slug);
        if (!item) return { article: null };
        const related = await this.#repository.relatedItems(collection, item.id, locale);
        const image = siteImage(item.mainImage ?? item.smallImage, item.title);
        const article: ContentArticle = {
          collection,
          id: item.id,
          title: item.title,
          metaDescription: item.metaDescription,
          summary: item.summary,
          body: item.body,
          paths: itemPaths(collection, item.slugs),
          ...(image ? { image } : {}),
          ...(item.publishedAt ? { publishedAt: item.publishedAt.toISOString() } : {}),
          ...(item.validFrom ? { validFrom: item.validFrom.toISOString() } : {}),
          ...(item.validUntil ? { validUntil: item.validUntil.toISOString() } : {}),
          faq: item.faq,
          related: this.#running(related).map((record) => card(record, locale)),
          portCodes: item.portCodes,
        };
        return { article };
      },
    );
    return cached.article ?? undefined;
  }

  async page(locale: LocaleCode, slug: string): Promise<ContentArticle | undefined> {
    const cached = await this.#cache.read(CACHE_ENTITY, `page:${locale}:${slug}`, async () => {
      const page = await this.#repository.findPage(locale, slug);
      // The home page has its own route; it is not also a generic page at /home.
      if (!page || page.translationKey === HOME_PAGE_KEY) return { article: null };
      const image = siteImage(page.image, page.title);
      const article: ContentArticle = {
        collection: 'pages',
        id: page.id,
        title: page.title,
        metaDescription: page.metaDescription,
        summary: page.metaDescription,
        body: pageBody(page),
        paths: pagePaths(page.slugs, page.translationKey),
        ...(image ? { image } : {}),
        faq: [],
        related: [],
        portCodes: [],
      };
      return { article };
    });
    return cached.article ?? undefined;
  }

  async companyLogos(): Promise<Record<string, SiteImage>> {
    return this.#cache.read(CACHE_ENTITY, 'company-logos', async () => {
      const logos = await this.#repository.companyLogos();
      return Object.fromEntries(
        logos.flatMap(({ code, name, logo }) => {
          const shown = siteImage(logo, name);
          return shown ? [[code, shown]] : [];
        }),
      );
    });
  }

  async sitemap(): Promise<SitemapEntry[]> {
    return this.#cache.read(CACHE_ENTITY, 'sitemap', async () => {
      const records = this.#running(await this.#repository.sitemap());
      const latest = new Map<CollectionName, Date>();
      const entries: SitemapEntry[] = records.map((record) => {
        if (record.collection !== 'pages') {
          const known = latest.get(record.collection);
          if (!known || record.updatedAt > known) latest.set(record.collection, record.updatedAt);
        }
        return {
          paths:
            record.collection === 'pages'
              ? pagePaths(record.slugs, record.key)
              : itemPaths(record.collection, record.slugs as Record<LocaleCode, string>),
          lastModified: record.updatedAt.toISOString(),
        };
      });
      const lists: SitemapEntry[] = COLLECTIONS.map((collection) => {
        const modified = latest.get(collection);
        return {
          paths: samePathInEveryLocale(`/${COLLECTION_SEGMENTS[collection]}`),
          ...(modified ? { lastModified: modified.toISOString() } : {}),
        };
      });
      return [...lists, ...entries];
    });
  }
}
