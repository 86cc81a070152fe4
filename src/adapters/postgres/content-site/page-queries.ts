import type { Knex } from 'knex';
import type { PageDetail, PageRecord } from '#application/ports/content-site-repository.ts';
import { DEFAULT_LOCALE, isLocaleCode } from '#domain/i18n/locales.ts';
import { image, type Row, text } from './row-values.ts';

/** Active pages with their picture (the sharing image, else the main one). */
export function pagesQuery(knex: Knex): Knex.QueryBuilder {
  return knex
    .from({ page: 'pages' })
    .leftJoin({ picture: 'files' }, 'picture.id', knex.raw('coalesce(page.og_image_id, page.main_image_id)'))
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

function pageRecord(row: Row): PageRecord {
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

/** A page with its sections and the slugs of its versions in other languages. */
export async function pageDetail(knex: Knex, row: Row | undefined): Promise<PageDetail | undefined> {
  if (!row) return undefined;
  const page = pageRecord(row);
  const [sections, versions] = await Promise.all([
    knex('sections')
      .where('page_id', page.id)
      .orderBy([{ column: 'position' }, { column: 'id' }])
      .select('component', 'value') as Promise<{ component: string; value: unknown }[]>,
    page.translationKey
      ? (knex('pages')
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
