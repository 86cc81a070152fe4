import type { Knex } from 'knex';
import type { CollectionName } from '#application/content-site/content-site-model.ts';
import type { CollectionItemRecord } from '#application/ports/content-site-repository.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { COLLECTION_COLUMNS, type CollectionColumns, localized } from './collection-columns.ts';
import { date, image, type Row, text } from './row-values.ts';

/** Published rows of a collection joined with one language's translation and their image files. */
export function itemsQuery(
  knex: Knex,
  collection: CollectionName,
  locale: LocaleCode,
  withDetail: boolean,
): Knex.QueryBuilder {
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
  joinImage(query, columns.smallImage, 'small');
  joinImage(query, columns.mainImage, 'main');
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

function joinImage(query: Knex.QueryBuilder, column: string | null, alias: 'small' | 'main') {
  if (!column) return;
  query
    .leftJoin({ [alias]: 'files' }, `${alias}.id`, `base.${column}`)
    .select(
      { [`${alias}_id`]: `${alias}.id` },
      { [`${alias}_width`]: `${alias}.width` },
      { [`${alias}_height`]: `${alias}.height` },
    );
}

export function ordered(query: Knex.QueryBuilder, columns: CollectionColumns): Knex.QueryBuilder {
  for (const { column, direction } of columns.order) {
    query.orderByRaw(`base.${column} ${direction} nulls last`);
  }
  return query.orderBy('base.id', columns.order[0]?.direction ?? 'asc');
}

export function itemRecord(collection: CollectionName, row: Row): CollectionItemRecord {
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
