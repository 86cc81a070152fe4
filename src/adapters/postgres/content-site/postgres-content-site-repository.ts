import type { Knex } from 'knex';
import type { CollectionName } from '#application/content-site/content-site-model.ts';
import type {
  CollectionItemDetail,
  CollectionItemRecord,
  ContentSiteRepository,
  PageDetail,
  PopularRouteRecord,
  SitemapRecord,
  StoredImage,
} from '#application/ports/content-site-repository.ts';
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import { COLLECTION_COLUMNS, localized } from './collection-columns.ts';
import { itemRecord, itemsQuery, ordered } from './collection-queries.ts';
import { pageDetail, pagesQuery } from './page-queries.ts';
import { faqOf, image, type Row, stringsOf, text } from './row-values.ts';
import { sitemapRecords } from './sitemap-query.ts';

const RELATED_LIMIT = 4;

/** The public content pages' reads on PostgreSQL: one query per list, translations joined in. */
export class PostgresContentSiteRepository implements ContentSiteRepository {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  async listItems(
    collection: CollectionName,
    locale: LocaleCode,
    options: { ids?: number[] } = {},
  ): Promise<CollectionItemRecord[]> {
    if (options.ids?.length === 0) return [];
    const query = itemsQuery(this.#knex, collection, locale, false);
    if (options.ids) query.whereIn('base.id', options.ids);
    const rows: Row[] = await ordered(query, COLLECTION_COLUMNS[collection]);
    return rows.map((row) => itemRecord(collection, row));
  }

  async findItem(
    collection: CollectionName,
    locale: LocaleCode,
    slug: string,
  ): Promise<CollectionItemDetail | undefined> {
    const columns = COLLECTION_COLUMNS[collection];
    // A language's own slug wins over another item's default-language slug that happens to be the same.
    const row: Row | undefined = await itemsQuery(this.#knex, collection, locale, true)
      .whereRaw(`${localized(columns, 'slug')} = ?`, [slug])
      .orderByRaw('(tr.slug is not null) desc')
      .first();
    if (!row) return undefined;
    const id = Number(row.id);
    const own: { language_code: string; slug: string }[] = await this.#knex(`${columns.table}_translations`)
      .where('entity_id', id)
      .whereNotNull('slug')
      .select('language_code', 'slug');
    const base: { slug: string } = await this.#knex(columns.table).where('id', id).first('slug');
    const slugs = Object.fromEntries(LOCALE_CODES.map((code) => [code, base.slug])) as Record<
      LocaleCode,
      string
    >;
    for (const translation of own) {
      if (isLocaleCode(translation.language_code)) slugs[translation.language_code] = translation.slug;
    }
    return {
      ...itemRecord(collection, row),
      body: text(row.body),
      faq: faqOf(row.faq),
      portCodes: stringsOf(row.port_codes),
      slugs,
    };
  }

  async relatedItems(
    collection: CollectionName,
    id: number,
    locale: LocaleCode,
  ): Promise<CollectionItemRecord[]> {
    const knex = this.#knex;
    if (collection === 'destinations') {
      const query = itemsQuery(this.#knex, 'destinations', locale, false).whereIn(
        'base.id',
        knex('destination_relations').where('destination_id', id).select('related_id'),
      );
      const rows: Row[] = await ordered(query, COLLECTION_COLUMNS.destinations).limit(RELATED_LIMIT);
      return rows.map((row) => itemRecord('destinations', row));
    }
    if (collection === 'companies') {
      const query = itemsQuery(this.#knex, 'offers', locale, false).where('base.company_id', id);
      const rows: Row[] = await ordered(query, COLLECTION_COLUMNS.offers).limit(RELATED_LIMIT);
      return rows.map((row) => itemRecord('offers', row));
    }
    const query = itemsQuery(this.#knex, collection, locale, false).whereNot('base.id', id);
    const rows: Row[] = await ordered(query, COLLECTION_COLUMNS[collection]).limit(RELATED_LIMIT - 1);
    return rows.map((row) => itemRecord(collection, row));
  }

  async findPage(locale: LocaleCode, slug: string): Promise<PageDetail | undefined> {
    const own: Row | undefined = await pagesQuery(this.#knex)
      .where({ 'page.slug': slug, 'page.language_code': locale })
      .first();
    if (own || locale === DEFAULT_LOCALE) return pageDetail(this.#knex, own);
    // A page not (yet) translated shows its default-language version under the same slug.
    const fallback: Row | undefined = await pagesQuery(this.#knex)
      .where({ 'page.slug': slug, 'page.language_code': DEFAULT_LOCALE })
      .where((where) => {
        where
          .whereNull('page.translation_key')
          .orWhereNotExists(
            this.#knex('pages as version')
              .where({ 'version.active': true, 'version.language_code': locale })
              .whereRaw('version.translation_key = page.translation_key'),
          );
      })
      .first();
    return pageDetail(this.#knex, fallback);
  }

  async findPageByKey(locale: LocaleCode, translationKey: string): Promise<PageDetail | undefined> {
    const rows: Row[] = await pagesQuery(this.#knex)
      .where('page.translation_key', translationKey)
      .whereIn('page.language_code', [locale, DEFAULT_LOCALE]);
    const row = rows.find((candidate) => candidate.language_code === locale) ?? rows[0];
    return pageDetail(this.#knex, row);
  }

  async pageSlugs(locale: LocaleCode, translationKeys: string[]): Promise<Map<string, string>> {
    if (translationKeys.length === 0) return new Map();
    const rows: { translation_key: string; language_code: string; slug: string }[] = await this.#knex('pages')
      .where('active', true)
      .whereIn('translation_key', translationKeys)
      .whereIn('language_code', [locale, DEFAULT_LOCALE])
      .select('translation_key', 'language_code', 'slug');
    const slugs = new Map<string, string>();
    for (const row of rows) {
      if (row.language_code === locale || !slugs.has(row.translation_key)) {
        slugs.set(row.translation_key, row.slug);
      }
    }
    return slugs;
  }

  async popularRoutes(locale: LocaleCode, ids: number[]): Promise<PopularRouteRecord[]> {
    if (ids.length === 0) return [];
    const knex = this.#knex;
    const rows: Row[] = await knex
      .from({ base: 'popular_routes' })
      .leftJoin({ tr: 'popular_routes_translations' }, (join) => {
        join.on('tr.entity_id', 'base.id').andOn('tr.language_code', knex.raw('?', [locale]));
      })
      .leftJoin({ picture: 'files' }, 'picture.id', 'base.image_id')
      .where('base.active', true)
      .whereIn('base.id', ids)
      .orderBy([{ column: 'base.position' }, { column: 'base.id' }])
      .select(
        'base.id',
        'base.kind',
        'base.departure_port',
        'base.destination_port',
        knex.raw('coalesce(tr.title, base.title) as title'),
        { picture_id: 'picture.id', picture_width: 'picture.width', picture_height: 'picture.height' },
      );
    return rows.map((row) => ({
      id: Number(row.id),
      kind: row.kind === 'international' ? 'international' : 'domestic',
      title: text(row.title),
      departurePort: text(row.departure_port),
      destinationPort: text(row.destination_port),
      image: image(row, 'picture'),
    }));
  }

  async companyLogos(): Promise<Array<{ code: string; name: string; logo: StoredImage }>> {
    const rows: Row[] = await this.#knex
      .from({ base: 'companies' })
      .join({ logo: 'files' }, 'logo.id', 'base.logo_id')
      .where('base.active', true)
      .select('base.code', 'base.name', {
        logo_id: 'logo.id',
        logo_width: 'logo.width',
        logo_height: 'logo.height',
      });
    return rows.map((row) => ({ code: text(row.code), name: text(row.name), logo: image(row, 'logo')! }));
  }

  sitemap(): Promise<SitemapRecord[]> {
    return sitemapRecords(this.#knex);
  }
}
