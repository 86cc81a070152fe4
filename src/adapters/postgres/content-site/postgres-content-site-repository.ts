import type { Knex } from 'knex';
import type { CollectionName, FaqItem } from '#application/content-site/content-site-model.ts';
import type {
  CollectionItemDetail,
  CollectionItemRecord,
  ContentSiteRepository,
  PageDetail,
  PageRecord,
  PopularRouteRecord,
  SitemapRecord,
  StoredImage,
} from '#application/ports/content-site-repository.ts';
import { DEFAULT_LOCALE, isLocaleCode, LOCALE_CODES, type LocaleCode } from '#domain/i18n/locales.ts';
import { COLLECTION_COLUMNS, type CollectionColumns, localized } from './collection-columns.ts';

type Row = Record<string, unknown>;

const RELATED_LIMIT = 4;

function image(row: Row, prefix: string): StoredImage | null {
  const fileId = row[`${prefix}_id`];
  if (typeof fileId !== 'string') return null;
  const number = (value: unknown) => (value === null || value === undefined ? null : Number(value));
  return { fileId, width: number(row[`${prefix}_width`]), height: number(row[`${prefix}_height`]) };
}

const date = (value: unknown) => (value === null || value === undefined ? null : new Date(value as string));
const text = (value: unknown) => (typeof value === 'string' ? value : '');

function faqOf(value: unknown): FaqItem[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is FaqItem =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as FaqItem).question === 'string' &&
      typeof (item as FaqItem).answer === 'string',
  );
}

const stringsOf = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** The public content pages' reads on PostgreSQL: one query per list, translations joined in. */
export class PostgresContentSiteRepository implements ContentSiteRepository {
  readonly #knex: Knex;

  constructor(deps: { knex: Knex }) {
    this.#knex = deps.knex;
  }

  /** Published rows of a collection joined with one language's translation and their image files. */
  #items(collection: CollectionName, locale: LocaleCode, withDetail: boolean): Knex.QueryBuilder {
    const knex = this.#knex;
    const columns = COLLECTION_COLUMNS[collection];
    const name = localized(columns, columns.name);
    const title = columns.title ? `coalesce(${localized(columns, columns.title)}, ${name})` : name;
    const summary = `coalesce(${localized(columns, columns.summary)}, '')`;
    const query = knex
      .from({ base: columns.table })
      .leftJoin({ tr: `${columns.table}_translations` }, (join) => {
        join.on('tr.entity_id', 'base.id').andOn('tr.language_code', knex.raw('?', [locale]));
      })
      .where('base.active', true)
      .select(
        'base.id',
        'base.updated_at',
        knex.raw(`${localized(columns, 'slug')} as slug`),
        knex.raw(`${name} as name`),
        knex.raw(`${title} as title`),
        knex.raw(`${summary} as summary`),
        knex.raw(`coalesce(${localized(columns, 'meta_description')}, ${summary}) as meta_description`),
      );
    this.#joinImage(query, columns.smallImage, 'small');
    this.#joinImage(query, columns.mainImage, 'main');
    if (collection === 'posts') query.select('base.published_at');
    if (collection === 'offers') query.select('base.valid_from', 'base.valid_until');
    if (withDetail) {
      query.select(knex.raw(`${localized(columns, columns.body)} as body`));
      if (collection === 'destinations') {
        query.select(knex.raw(`${localized(columns, 'faq')} as faq`), 'base.port_codes');
      }
    }
    if (columns.publishedOnly) query.whereRaw(columns.publishedOnly);
    return query;
  }

  #joinImage(query: Knex.QueryBuilder, column: string | null, alias: 'small' | 'main') {
    if (!column) return;
    query
      .leftJoin({ [alias]: 'files' }, `${alias}.id`, `base.${column}`)
      .select(
        { [`${alias}_id`]: `${alias}.id` },
        { [`${alias}_width`]: `${alias}.width` },
        { [`${alias}_height`]: `${alias}.height` },
      );
  }

  #ordered(query: Knex.QueryBuilder, columns: CollectionColumns): Knex.QueryBuilder {
    for (const { column, direction } of columns.order) {
      query.orderByRaw(`base.${column} ${direction} nulls last`);
    }
    return query.orderBy('base.id', columns.order[0]?.direction ?? 'asc');
  }

  #record(collection: CollectionName, row: Row): CollectionItemRecord {
    const small = image(row, 'small');
    const main = image(row, 'main');
    return {
      collection,
      id: Number(row.id),
      slug: text(row.slug),
      name: text(row.name),
      title: text(row.title),
      summary: text(row.summary),
      metaDescription: text(row.meta_description),
      smallImage: small,
      mainImage: main,
      publishedAt: date(row.published_at),
      validFrom: date(row.valid_from),
      validUntil: date(row.valid_until),
      updatedAt: new Date(row.updated_at as string),
    };
  }

  async listItems(
    collection: CollectionName,
    locale: LocaleCode,
    options: { ids?: number[] } = {},
  ): Promise<CollectionItemRecord[]> {
    if (options.ids?.length === 0) return [];
    const query = this.#items(collection, locale, false);
    if (options.ids) query.whereIn('base.id', options.ids);
    const rows: Row[] = await this.#ordered(query, COLLECTION_COLUMNS[collection]);
    return rows.map((row) => this.#record(collection, row));
  }

  async findItem(
    collection: CollectionName,
    locale: LocaleCode,
    slug: string,
  ): Promise<CollectionItemDetail | undefined> {
    const columns = COLLECTION_COLUMNS[collection];
    // A language's own slug wins over another item's default-language slug that happens to be the same.
    const row: Row | undefined = await this.#items(collection, locale, true)
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
      ...this.#record(collection, row),
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
      const query = this.#items('destinations', locale, false).whereIn(
        'base.id',
        knex('destination_relations').where('destination_id', id).select('related_id'),
      );
      const rows: Row[] = await this.#ordered(query, COLLECTION_COLUMNS.destinations).limit(RELATED_LIMIT);
      return rows.map((row) => this.#record('destinations', row));
    }
    if (collection === 'companies') {
      const query = this.#items('offers', locale, false).where('base.company_id', id);
      const rows: Row[] = await this.#ordered(query, COLLECTION_COLUMNS.offers).limit(RELATED_LIMIT);
      return rows.map((row) => this.#record('offers', row));
    }
    const query = this.#items(collection, locale, false).whereNot('base.id', id);
    const rows: Row[] = await this.#ordered(query, COLLECTION_COLUMNS[collection]).limit(RELATED_LIMIT - 1);
    return rows.map((row) => this.#record(collection, row));
  }

  #pages(): Knex.QueryBuilder {
    return this.#knex
      .from({ page: 'pages' })
      .leftJoin(
        { picture: 'files' },
        'picture.id',
        this.#knex.raw('coalesce(page.og_image_id, page.main_image_id)'),
      )
      .where('page.active', true)
      .select(
        'page.id',
        'page.slug',
        'page.language_code',
        'page.translation_key',
        'page.title',
        'page.meta_description',
        'page.updated_at',
        { picture_id: 'picture.id', picture_width: 'picture.width', picture_height: 'picture.height' },
      );
  }

  #pageRecord(row: Row): PageRecord {
    return {
      id: Number(row.id),
      slug: text(row.slug),
      languageCode: isLocaleCode(row.language_code) ? row.language_code : DEFAULT_LOCALE,
      translationKey: typeof row.translation_key === 'string' ? row.translation_key : null,
      title: text(row.title),
      metaDescription: text(row.meta_description),
      image: image(row, 'picture'),
      updatedAt: new Date(row.updated_at as string),
    };
  }

  async #pageDetail(row: Row | undefined): Promise<PageDetail | undefined> {
    if (!row) return undefined;
    const page = this.#pageRecord(row);
    const [sections, versions] = await Promise.all([
      this.#knex('sections')
        .where('page_id', page.id)
        .orderBy([{ column: 'position' }, { column: 'id' }])
        .select('component', 'value') as Promise<{ component: string; value: unknown }[]>,
      page.translationKey
        ? (this.#knex('pages')
            .where({ active: true, translation_key: page.translationKey })
            .select('language_code', 'slug') as Promise<{ language_code: string; slug: string }[]>)
        : Promise.resolve([{ language_code: page.languageCode, slug: page.slug }]),
    ]);
    const slugs: PageDetail['slugs'] = {};
    for (const version of versions) {
      if (isLocaleCode(version.language_code)) slugs[version.language_code] = version.slug;
    }
    return { ...page, sections, slugs };
  }

  async findPage(locale: LocaleCode, slug: string): Promise<PageDetail | undefined> {
    const own: Row | undefined = await this.#pages()
      .where({ 'page.slug': slug, 'page.language_code': locale })
      .first();
    if (own || locale === DEFAULT_LOCALE) return this.#pageDetail(own);
    // A page not (yet) translated shows its default-language version under the same slug.
    const fallback: Row | undefined = await this.#pages()
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
    return this.#pageDetail(fallback);
  }

  async findPageByKey(locale: LocaleCode, translationKey: string): Promise<PageDetail | undefined> {
    const rows: Row[] = await this.#pages()
      .where('page.translation_key', translationKey)
      .whereIn('page.language_code', [locale, DEFAULT_LOCALE]);
    const row = rows.find((candidate) => candidate.language_code === locale) ?? rows[0];
    return this.#pageDetail(row);
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

  async sitemap(): Promise<SitemapRecord[]> {
    const knex = this.#knex;
    const collections = Object.keys(COLLECTION_COLUMNS) as CollectionName[];
    const lists = await Promise.all(
      collections.map(async (collection) => {
        const columns = COLLECTION_COLUMNS[collection];
        const query = knex
          .from({ base: columns.table })
          .leftJoin({ tr: `${columns.table}_translations` }, 'tr.entity_id', 'base.id')
          .where('base.active', true)
          .groupBy('base.id')
          .orderBy('base.id')
          .select(
            'base.id',
            'base.slug',
            'base.updated_at',
            knex.raw(
              `coalesce(jsonb_object_agg(tr.language_code, tr.slug) filter (where tr.slug is not null), '{}') as slugs`,
            ),
          );
        if (columns.publishedOnly) query.whereRaw(columns.publishedOnly);
        if (collection === 'offers') query.select('base.valid_until');
        const rows: Row[] = await query;
        return rows.map((row): SitemapRecord => {
          const own = (row.slugs ?? {}) as Record<string, string>;
          const slugs = Object.fromEntries(
            LOCALE_CODES.map((code) => [code, own[code] ?? text(row.slug)]),
          ) as SitemapRecord['slugs'];
          return {
            collection,
            key: String(row.id),
            slugs,
            updatedAt: new Date(row.updated_at as string),
            validUntil: date(row.valid_until),
          };
        });
      }),
    );
    const pages: Row[] = await knex('pages')
      .where('active', true)
      .orderBy('id')
      .select('slug', 'language_code', 'translation_key', 'updated_at');
    const byKey = new Map<string, SitemapRecord>();
    for (const page of pages) {
      if (!isLocaleCode(page.language_code)) continue;
      const key = typeof page.translation_key === 'string' ? page.translation_key : `slug:${page.slug}`;
      const entry = byKey.get(key) ?? {
        collection: 'pages',
        key,
        slugs: {},
        updatedAt: new Date(0),
        validUntil: null,
      };
      entry.slugs[page.language_code] = text(page.slug);
      const updated = new Date(page.updated_at as string);
      if (updated > entry.updatedAt) entry.updatedAt = updated;
      byKey.set(key, entry);
    }
    return [...lists.flat(), ...byKey.values()];
  }
}
