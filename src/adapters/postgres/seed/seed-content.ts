import type { Knex } from 'knex';
import type { FileStorage } from '#application/ports/file-storage.ts';
import { type Localized, SEED_LOCALES, type SeedContent, type SeedLocale } from './seed-content-types.ts';
import { type ImageRequest, illustration, logo, MAIN_SIZE, SMALL_SIZE, storeImages } from './seed-images.ts';
import { type Ledger, ledgerIds } from './seed-ledger.ts';
import { companyName, placeName, shortName } from './seed-names.ts';
import { insertPagesAndMenus } from './seed-pages.ts';

export type { SeedContent };

export interface SeedContentReport {
  /** Rows inserted by collection (translations not counted). */
  inserted: Record<string, number>;
  images: number;
  imageBytes: number;
  largestImageBytes: number;
  milliseconds: number;
}

const OTHER_LOCALES = SEED_LOCALES.filter((locale) => locale !== 'el');
const LOCK = 'kyma:content-seed';

/** True when no content was ever entered: the first start of a fresh database. */
export async function contentIsEmpty(knex: Knex): Promise<boolean> {
  const { rows } = await knex.raw(
    `select not (exists (select 1 from destinations) or exists (select 1 from companies)
       or exists (select 1 from posts) or exists (select 1 from offers) or exists (select 1 from pages)
       or exists (select 1 from content_seed)) as empty`,
  );
  return rows[0].empty === true;
}

/** Inserts an entity row once (a clash with a row staff made is skipped) and its translations. */
async function insertTranslated(
  trx: Knex.Transaction,
  table: string,
  row: Record<string, unknown>,
  translations: Partial<Record<SeedLocale, Record<string, unknown>>>,
): Promise<number | null> {
  const [inserted] = await trx(table).insert(row).onConflict().ignore().returning('id');
  if (!inserted) return null;
  const id = Number((inserted as { id: number }).id);
  const rows = Object.entries(translations).map(([language, values]) => ({
    entity_id: id,
    language_code: language,
    ...values,
  }));
  if (rows.length > 0) await trx(`${table}_translations`).insert(rows).onConflict().ignore();
  return id;
}

const json = (value: unknown) => JSON.stringify(value);

/** Per-language values of the columns every collection shares. */
function pageText(text: { slug: string; title: string; metaDescription: string; summary?: string }) {
  return {
    slug: text.slug,
    meta_description: text.metaDescription,
    ...(text.summary === undefined ? {} : { summary: text.summary }),
  };
}

function translationsOf<T>(
  text: Localized<T>,
  map: (value: T, locale: SeedLocale) => Record<string, unknown>,
) {
  return Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, map(text[locale], locale)]));
}

/**
 * Loads the seed content (destinations, companies, posts, offers, popular routes, the static and home
 * pages, the menus) in all seven languages, in one transaction. What an earlier run inserted (by seed
 * key, kept in `content_seed`) is never touched again, so staff edits stay and running twice changes
 * nothing. Pictures are drawn, encoded as WebP and stored as files. `content` defaults to the files under
 * `content/` (`content-files.ts`).
 */
export async function seedContent(deps: {
  knex: Knex;
  storage: FileStorage;
  content?: SeedContent;
  concurrency?: number;
}): Promise<SeedContentReport> {
  const started = performance.now();
  // The texts are read (and their loader imported) only now, never by a process that does not seed.
  const content = deps.content ?? (await (await import('./content-files.ts')).loadSeedContent());
  const report: SeedContentReport = {
    inserted: {},
    images: 0,
    imageBytes: 0,
    largestImageBytes: 0,
    milliseconds: 0,
  };
  const count = (collection: string) => {
    report.inserted[collection] = (report.inserted[collection] ?? 0) + 1;
  };

  await deps.knex.transaction(async (trx) => {
    // Two processes starting on one fresh database seed once: the second waits, then finds it done.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [LOCK]);
    const ledger: Ledger = new Map();
    for (const row of await trx('content_seed').select('collection', 'key', 'entity_id')) {
      ledgerIds(ledger, row.collection).set(row.key, row.entity_id);
    }
    const fresh = <T extends { key: string }>(collection: string, items: T[]) =>
      items.filter((item) => !ledgerIds(ledger, collection).has(item.key));
    const destinations = fresh('destinations', content.destinations);
    const companies = fresh('companies', content.companies);
    const posts = fresh('posts', content.posts);
    const offers = fresh('offers', content.offers);
    // The harbour picture goes on the home page (OpenGraph) and the about page: drawn only for a new one.
    const pagesToAdd = [
      'home',
      ...content.staticPages.filter((page) => page.key === 'about-us').map((page) => page.key),
    ];
    const siteImageNeeded = pagesToAdd.some((key) =>
      SEED_LOCALES.some((locale) => !ledgerIds(ledger, 'pages').has(`${key}:${locale}`)),
    );

    const requests: ImageRequest[] = [
      ...destinations.flatMap((item) => [
        illustration(`${item.key}-main`, item.illustration, MAIN_SIZE),
        illustration(`${item.key}-small`, item.illustration, SMALL_SIZE),
      ]),
      ...posts.map((item) => illustration(`${item.key}-main`, item.illustration, MAIN_SIZE)),
      ...offers.flatMap((item) => [
        illustration(`offer-${item.key}-main`, item.illustration, MAIN_SIZE),
        illustration(`offer-${item.key}-small`, item.illustration, SMALL_SIZE),
      ]),
      ...companies.map((item) => logo(`${item.key}-logo`, companyName(item), item.brandColor)),
      ...(siteImageNeeded ? [illustration('kyma-harbour-main', content.home.illustration, MAIN_SIZE)] : []),
    ];
    const images = await storeImages(trx, deps.storage, requests, deps.concurrency ?? 4);
    for (const image of images.values()) {
      report.images += 1;
      report.imageBytes += image.bytes;
      report.largestImageBytes = Math.max(report.largestImageBytes, image.bytes);
    }
    const imageId = (name: string) => images.get(name)?.id ?? null;
    const remember = async (collection: string, key: string, id: number | null) => {
      ledgerIds(ledger, collection).set(key, id);
      await trx('content_seed')
        .insert({ collection, key, entity_id: id })
        .onConflict(['collection', 'key'])
        .ignore();
      if (id !== null) count(collection);
    };

    for (const item of destinations) {
      const el = item.text.el;
      const id = await insertTranslated(
        trx,
        'destinations',
        {
          ...pageText(el),
          name: shortName(el.title),
          title: el.title,
          description: el.body,
          faq: json(el.faq),
          port_codes: json(item.portCodes),
          small_image_id: imageId(`${item.key}-small`),
          main_image_id: imageId(`${item.key}-main`),
          active: true,
          position: content.destinations.indexOf(item),
        },
        translationsOf(item.text, (text) => ({
          ...pageText(text),
          name: shortName(text.title),
          title: text.title,
          description: text.body,
          faq: json(text.faq),
        })),
      );
      await remember('destinations', item.key, id);
    }
    const destinationIds = ledgerIds(ledger, 'destinations');
    const relations = destinations.flatMap((item) =>
      item.related.flatMap((key) => {
        const from = destinationIds.get(item.key);
        const to = destinationIds.get(key);
        return from && to && from !== to ? [{ destination_id: from, related_id: to }] : [];
      }),
    );
    if (relations.length > 0) await trx('destination_relations').insert(relations).onConflict().ignore();

    for (const item of companies) {
      const el = item.text.el;
      const id = await insertTranslated(
        trx,
        'companies',
        {
          ...pageText(el),
          code: item.code,
          name: companyName(item),
          title: el.title,
          description: el.body,
          logo_id: imageId(`${item.key}-logo`),
          active: true,
          position: content.companies.indexOf(item),
        },
        translationsOf(item.text, (text) => ({
          ...pageText(text),
          title: text.title,
          description: text.body,
        })),
      );
      await remember('companies', item.key, id);
    }

    for (const item of posts) {
      const el = item.text.el;
      const id = await insertTranslated(
        trx,
        'posts',
        {
          ...pageText(el),
          title: el.title,
          content: el.body,
          main_image_id: imageId(`${item.key}-main`),
          active: true,
          published_at: new Date(item.publishedAt),
        },
        translationsOf(item.text, (text) => ({ ...pageText(text), title: text.title, content: text.body })),
      );
      await remember('posts', item.key, id);
    }

    const companyIds = ledgerIds(ledger, 'companies');
    for (const item of offers) {
      const el = item.text.el;
      const id = await insertTranslated(
        trx,
        'offers',
        {
          ...pageText(el),
          title: el.title,
          description: el.body,
          small_image_id: imageId(`offer-${item.key}-small`),
          main_image_id: imageId(`offer-${item.key}-main`),
          company_id: (item.companyKey && companyIds.get(item.companyKey)) || null,
          active: true,
          valid_from: new Date(item.validFrom),
          valid_until: new Date(item.validUntil),
          position: content.offers.indexOf(item),
        },
        translationsOf(item.text, (text) => ({
          ...pageText(text),
          title: text.title,
          description: text.body,
        })),
      );
      await remember('offers', item.key, id);
    }

    const byKey = new Map(content.destinations.map((item) => [item.key, item]));
    for (const [position, route] of content.popularRoutes.entries()) {
      const key = `${route.from}-${route.to}`;
      if (ledgerIds(ledger, 'popular_routes').has(key)) continue;
      const title = (locale: SeedLocale) =>
        `${placeName(route.from, locale, byKey)} – ${placeName(route.to, locale, byKey)}`;
      const target = destinationIds.get(route.to) ?? destinationIds.get(route.from);
      const image = target
        ? ((await trx('destinations').where('id', target).first('small_image_id'))?.small_image_id ?? null)
        : null;
      const id = await insertTranslated(
        trx,
        'popular_routes',
        {
          departure_port: route.fromPort,
          destination_port: route.toPort,
          title: title('el'),
          kind: route.kind,
          image_id: image,
          active: true,
          position,
        },
        Object.fromEntries(OTHER_LOCALES.map((locale) => [locale, { title: title(locale) }])),
      );
      await remember('popular_routes', key, id);
    }

    await insertPagesAndMenus(trx, {
      content,
      ledger,
      remember,
      siteImageId: imageId('kyma-harbour-main'),
    });
  });

  report.milliseconds = Math.round(performance.now() - started);
  return report;
}
