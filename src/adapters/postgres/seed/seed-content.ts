import type { Knex } from 'knex';
import type { FileStorage } from '#application/ports/file-storage.ts';
import {
  COMPANIES,
  DESTINATIONS,
  freshItems,
  insertCollection,
  OFFERS,
  POSTS,
  type Remember,
  relateDestinations,
} from './seed-collections.ts';
import { SEED_LOCALES, type SeedContent } from './seed-content-types.ts';
import { type ImageRequest, illustration, MAIN_SIZE, type SeedImage, storeImages } from './seed-images.ts';
import { type Ledger, ledgerIds } from './seed-ledger.ts';
import { insertPagesAndMenus } from './seed-pages.ts';
import { insertPopularRoutes } from './seed-popular-routes.ts';

export type { SeedContent };

export interface SeedContentReport {
  /** Rows inserted by collection (translations not counted). */
  inserted: Record<string, number>;
  images: number;
  imageBytes: number;
  largestImageBytes: number;
  milliseconds: number;
}

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
  await deps.knex.transaction(async (trx) => {
    // Two processes starting on one fresh database seed once: the second waits, then finds it done.
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [LOCK]);
    const ledger = await readLedger(trx);
    const destinations = freshItems(DESTINATIONS, content, ledger);
    const companies = freshItems(COMPANIES, content, ledger);
    const posts = freshItems(POSTS, content, ledger);
    const offers = freshItems(OFFERS, content, ledger);
    const requests: ImageRequest[] = [
      ...destinations.flatMap(DESTINATIONS.images),
      ...posts.flatMap(POSTS.images),
      ...offers.flatMap(OFFERS.images),
      ...companies.flatMap(COMPANIES.images),
      ...(siteImageNeeded(content, ledger)
        ? [illustration('kyma-harbour-main', content.home.illustration, MAIN_SIZE)]
        : []),
    ];
    const images = await storeImages(trx, deps.storage, requests, deps.concurrency ?? 4);
    countImages(report, images);
    const imageId = (name: string) => images.get(name)?.id ?? null;
    const remember = rememberIn(trx, ledger, report);
    const context = { content, ledger, imageId, remember };
    await insertCollection(trx, DESTINATIONS, destinations, context);
    await relateDestinations(trx, destinations, ledger);
    await insertCollection(trx, COMPANIES, companies, context);
    await insertCollection(trx, POSTS, posts, context);
    await insertCollection(trx, OFFERS, offers, context);
    await insertPopularRoutes(trx, content, ledger, remember);
    await insertPagesAndMenus(trx, { content, ledger, remember, siteImageId: imageId('kyma-harbour-main') });
  });
  report.milliseconds = Math.round(performance.now() - started);
  return report;
}

/** What earlier runs inserted, by collection and seed key. */
async function readLedger(trx: Knex.Transaction): Promise<Ledger> {
  const ledger: Ledger = new Map();
  for (const row of await trx('content_seed').select('collection', 'key', 'entity_id')) {
    ledgerIds(ledger, row.collection).set(row.key, row.entity_id);
  }
  return ledger;
}

/** The harbour picture goes on the home page (OpenGraph) and the about page: drawn only for a new one. */
function siteImageNeeded(content: SeedContent, ledger: Ledger): boolean {
  const pagesToAdd = [
    'home',
    ...content.staticPages.filter((page) => page.key === 'about-us').map((page) => page.key),
  ];
  return pagesToAdd.some((key) =>
    SEED_LOCALES.some((locale) => !ledgerIds(ledger, 'pages').has(`${key}:${locale}`)),
  );
}

function countImages(report: SeedContentReport, images: Map<string, SeedImage>): void {
  for (const image of images.values()) {
    report.images += 1;
    report.imageBytes += image.bytes;
    report.largestImageBytes = Math.max(report.largestImageBytes, image.bytes);
  }
}

/** Records a seeded key (with its row's id, or null when a staff row held its place) in the ledger. */
function rememberIn(trx: Knex.Transaction, ledger: Ledger, report: SeedContentReport): Remember {
  return async (collection, key, id) => {
    ledgerIds(ledger, collection).set(key, id);
    await trx('content_seed')
      .insert({ collection, key, entity_id: id })
      .onConflict(['collection', 'key'])
      .ignore();
    if (id !== null) report.inserted[collection] = (report.inserted[collection] ?? 0) + 1;
  };
}
