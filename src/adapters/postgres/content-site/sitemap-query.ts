import type { Knex } from 'knex';
import type { CollectionName } from '#application/content-site/content-site-model.ts';
import type { SitemapRecord } from '#application/ports/content-site-repository.ts';
import { isLocaleCode, LOCALE_CODES } from '#domain/i18n/locales.ts';
import { COLLECTION_COLUMNS } from './collection-columns.ts';
import { date, type Row, text } from './row-values.ts';

/** Every published collection item and page, with its slug in each language. */
export async function sitemapRecords(knex: Knex): Promise<SitemapRecord[]> {
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
