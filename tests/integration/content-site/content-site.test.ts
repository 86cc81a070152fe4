import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DiskFileStorage } from '#adapters/files/disk-file-storage.ts';
import { InMemoryContentCache } from '#adapters/in-memory/in-memory-content-cache.ts';
import { PostgresContentSiteRepository } from '#adapters/postgres/content-site/postgres-content-site-repository.ts';
import { loadSeedContent } from '#adapters/postgres/seed/content-files.ts';
import { contentIsEmpty, type SeedContent, seedContent } from '#adapters/postgres/seed/seed-content.ts';
import { SEED_LOCALES, type SeedLocale } from '#adapters/postgres/seed/seed-content-types.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { itemPath } from '#application/content-site/content-paths.ts';
import type { CollectionName } from '#application/content-site/content-site-model.ts';
import { ContentSiteQueriesService } from '#application/content-site/content-site-queries.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import { seoRoutes } from '#web/server/seo-routes.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let db: TestDatabase;
let filesDir: string;
let storage: DiskFileStorage;
let content: SeedContent;
let site: ContentSiteQueriesService;
let firstRun: Awaited<ReturnType<typeof seedContent>>;
/** Before the first seed offer's last day, so that every offer still runs unless a test moves it on. */
const SPRING = new Date('2026-03-01T10:00:00Z');
let now = SPRING;

const OTHERS = SEED_LOCALES.filter((locale) => locale !== 'el');

beforeAll(async () => {
  db = await createTestDatabase();
  filesDir = await mkdtemp(path.join(tmpdir(), 'kyma-content-site-'));
  storage = new DiskFileStorage({ root: filesDir });
  content = await loadSeedContent();
  await seedReferenceData(db.knex);
  expect(await contentIsEmpty(db.knex)).toBe(true);
  firstRun = await seedContent({ knex: db.knex, storage, content });
  site = new ContentSiteQueriesService({
    repository: new PostgresContentSiteRepository({ knex: db.knex }),
    cache: new InMemoryContentCache({ ttlMs: 0 }),
    clock: { now: () => now },
  });
}, 60_000);

afterAll(async () => {
  await db?.destroy();
  if (filesDir) await rm(filesDir, { recursive: true, force: true });
});

const count = async (table: string, where: Record<string, unknown> = {}) =>
  Number((await db.knex(table).where(where).count({ count: '*' }).first())?.count);

/** Each collection's seed items with their per-language texts. */
function seedItems(collection: CollectionName) {
  const items = {
    destinations: content.destinations,
    companies: content.companies,
    posts: content.posts,
    offers: content.offers,
  }[collection];
  return items as { key: string; text: Record<SeedLocale, { slug: string; title: string }> }[];
}

describe('content seed', () => {
  it('loads every collection in all seven languages, with images as WebP files', async () => {
    expect(await contentIsEmpty(db.knex)).toBe(false);
    for (const [table, items] of [
      ['destinations', content.destinations],
      ['companies', content.companies],
      ['posts', content.posts],
      ['offers', content.offers],
    ] as const) {
      expect(await count(table)).toBe(items.length);
      const translated = await db.knex(`${table}_translations`).whereNotNull('slug').select('language_code');
      expect(translated).toHaveLength(items.length * OTHERS.length);
    }
    expect(await count('popular_routes')).toBe(content.popularRoutes.length);
    expect(await count('popular_routes_translations')).toBe(content.popularRoutes.length * OTHERS.length);
    for (const locale of SEED_LOCALES) {
      expect(await count('pages', { language_code: locale })).toBe(1 + content.staticPages.length);
      const roots = await db
        .knex('menus')
        .whereNull('parent_id')
        .where({ language_code: locale })
        .pluck('id');
      expect(await db.knex('menus').whereIn('parent_id', roots).count({ count: '*' }).first()).toMatchObject({
        count: expect.anything(),
      });
    }
    const mainMenu = await db
      .knex('menus')
      .where({ name: 'Main Menu', language_code: 'de' })
      .whereNull('parent_id')
      .first();
    expect(await count('menus', { parent_id: mainMenu.id })).toBe(
      content.menus.find((menu) => menu.name === 'Main Menu')?.entries.length ?? 0,
    );

    const files = await db.knex('files').select('id', 'size', 'width', 'height', 'mime_type');
    expect(files.length).toBe(firstRun.images);
    expect(firstRun.images).toBe(
      content.destinations.length * 2 +
        content.posts.length +
        content.offers.length * 2 +
        content.companies.length +
        1,
    );
    for (const file of files) {
      expect(file.mime_type).toBe('image/webp');
      expect(file.size).toBeLessThan(60_000);
      expect((await storage.get(`originals/${file.id}.webp`))?.length).toBe(file.size);
    }
    const santorini = await db.knex('destinations').orderBy('position').first();
    const main = await db.knex('files').where('id', santorini.main_image_id).first();
    const small = await db.knex('files').where('id', santorini.small_image_id).first();
    expect([main.width, main.height, small.width, small.height]).toEqual([1200, 800, 600, 400]);
  });

  it('changes nothing when run again, and leaves what staff edited alone', async () => {
    const first = content.destinations[0]!;
    await db.knex('destinations').where({ slug: first.text.el.slug }).update({ title: 'Edited by staff' });
    const tables = [
      'destinations',
      'destinations_translations',
      'companies',
      'posts',
      'offers',
      'popular_routes',
      'pages',
      'sections',
      'menus',
      'files',
    ];
    const before = await Promise.all(tables.map((table) => count(table)));
    const again = await seedContent({ knex: db.knex, storage, content });
    expect(again.inserted).toEqual({});
    expect(again.images).toBe(0);
    const withoutPages = await seedContent({
      knex: db.knex,
      storage,
      content: { ...content, staticPages: [] },
    });
    expect(withoutPages).toMatchObject({ inserted: {}, images: 0 });
    expect(await Promise.all(tables.map((table) => count(table)))).toEqual(before);
    expect((await db.knex('destinations').where({ slug: first.text.el.slug }).first()).title).toBe(
      'Edited by staff',
    );
    await db.knex('destinations').where({ slug: first.text.el.slug }).update({ title: first.text.el.title });
  });
});

describe('content site queries', () => {
  it('builds the home page from its sections in every language', async () => {
    for (const locale of SEED_LOCALES) {
      const home = await site.homePage(locale);
      expect(home.title).not.toBe('');
      expect(home.sections.map((section) => section.component)).toEqual([
        'popularDestinations',
        'popularRoutes',
        'offers',
        'suggestions',
        'companies',
        'whyChooseUs',
      ]);
      const [destinations, routes, , , companies, why] = home.sections;
      if (destinations?.component !== 'popularDestinations') throw new Error('expected destinations first');
      expect(destinations.items.length).toBeGreaterThan(0);
      expect(destinations.items.length).toBeLessThanOrEqual(8);
      for (const item of destinations.items) {
        expect(item.path.startsWith(`${localePrefix(locale)}/destinations/`)).toBe(true);
        // A card's picture at 1x and 2x (its slot is about 300 px wide): the stored 600 px file is the 2x.
        expect(item.image).toMatchObject({ width: 600, height: 400, alt: item.title });
        expect(item.image?.src).toMatch(/^\/api\/files\/download\/[0-9a-f-]{36}\?resize=320$/);
        expect(item.image?.srcSet).toBe(`${item.image?.src.replace('?resize=320', '')} 2x`);
      }
      if (routes?.component !== 'popularRoutes') throw new Error('expected routes');
      expect(routes.domestic.length + routes.international.length).toBeGreaterThan(0);
      if (companies?.component !== 'companies') throw new Error('expected companies');
      // Logos are stored at three times the size they are shown; a card offers them at 1x and 2x.
      const logo = companies.items[0]?.image;
      expect(logo).toMatchObject({ width: 600, height: 225 });
      expect(logo?.src).toMatch(/\?resize=320$/);
      expect(logo?.srcSet).toBe(`${logo?.src.replace('?resize=320', '?resize=640')} 2x`);
      if (why?.component !== 'whyChooseUs') throw new Error('expected why-choose-us last');
      expect(why.points).toHaveLength(3);
      const about = content.staticPages.find((page) => page.key === 'about-us')!;
      expect(why.aboutPath).toBe(`${localePrefix(locale)}/${about.text[locale].slug}`);
    }
  });

  it.each(['destinations', 'companies', 'posts', 'offers'] as const)(
    'lists and opens %s in every language under their own slugs',
    async (collection) => {
      const items = seedItems(collection);
      const item = items[0]!;
      for (const locale of SEED_LOCALES) {
        const cards = await site.list(collection, locale);
        expect(cards).toHaveLength(items.length);
        const slug = item.text[locale].slug;
        expect(cards.map((card) => card.path)).toContain(itemPath(collection, locale, slug));
        const article = await site.article(collection, locale, slug);
        expect(article?.title).toBe(item.text[locale].title);
        expect(article?.body).not.toBe('');
        for (const other of SEED_LOCALES) {
          expect(article?.paths[other]).toBe(itemPath(collection, other, item.text[other].slug));
        }
      }
    },
  );

  it('gives destinations their questions, ports, picture and related places', async () => {
    const santorini = content.destinations[0]!;
    const article = await site.article('destinations', 'fr', santorini.text.fr.slug);
    expect(article?.faq).toEqual(santorini.text.fr.faq);
    expect(article?.portCodes).toEqual(santorini.portCodes);
    expect(article?.image).toMatchObject({ width: 1200, height: 800, alt: santorini.text.fr.title });
    expect(article?.related.length).toBeGreaterThan(0);
    expect(article?.related.every((card) => card.path.startsWith('/fr/destinations/'))).toBe(true);
  });

  it('opens the static pages by their slug in each language', async () => {
    const terms = content.staticPages.find((page) => page.key === 'terms')!;
    expect(terms.text.el.slug).toBe('oroi-and-proypo8eseis');
    expect(terms.text.en.slug).toBe('terms-and-conditions');
    const greek = await site.page('el', 'oroi-and-proypo8eseis');
    expect(greek?.title).toBe(terms.text.el.title);
    expect(greek?.body).toContain(terms.text.el.body.slice(0, 20));
    expect(greek?.paths).toMatchObject({ el: '/oroi-and-proypo8eseis', en: '/en/terms-and-conditions' });
    const english = await site.page('en', 'terms-and-conditions');
    expect(english?.title).toBe(terms.text.en.title);
    const privacy = await site.page('sq', 'privacy-policy');
    expect(privacy?.paths.sq).toBe('/sq/privacy-policy');
    expect(await site.page('el', 'home')).toBeUndefined();
    expect(await site.page('en', 'no-such-page')).toBeUndefined();
  });

  it('gives the results every company’s logo by its ferry company code, sharp at several widths', async () => {
    const logos = await site.companyLogos();
    expect(Object.keys(logos).sort()).toEqual(content.companies.map((company) => company.code).sort());
    const blueStar = logos.BSF!;
    expect(blueStar.alt).toBe('Blue Star Ferries');
    expect(blueStar.width / blueStar.height).toBeCloseTo(8 / 3, 1);
    expect(blueStar.srcSet).toMatch(/ 320w, .* 960w$/);
  });

  it('lists every page in every language in the sitemap, and serves it as sitemap.xml', async () => {
    const entries = await site.sitemap();
    const greekPaths = entries.map((entry) => entry.paths.el);
    for (const list of ['/destinations', '/companies', '/blog', '/offers', '/'])
      expect(greekPaths).toContain(list);
    for (const collection of ['destinations', 'companies', 'posts', 'offers'] as const) {
      for (const item of seedItems(collection)) {
        const entry = entries.find(
          (candidate) => candidate.paths.el === itemPath(collection, 'el', item.text.el.slug),
        );
        expect(entry?.paths.de).toBe(itemPath(collection, 'de', item.text.de.slug));
      }
    }
    expect(greekPaths).toContain('/oroi-and-proypo8eseis');
    const app = express().use(seoRoutes('https://kyma.test', site));
    const xml = (await request(app).get('/sitemap.xml').expect(200)).text;
    const item = content.destinations[1]!;
    expect(xml).toContain(`<loc>https://kyma.test/it/destinations/${item.text.it.slug}</loc>`);
    expect(xml).toContain('<loc>https://kyma.test/en/terms-and-conditions</loc>');
    expect(xml).toContain('<loc>https://kyma.test/it/contact</loc>');
    expect(xml.match(/<url>/g)).toHaveLength(
      new Set([...greekPaths, '/contact', '/accessibility']).size * SEED_LOCALES.length,
    );
  });

  it('hides offers past their last day from the lists, the home page and the sitemap', async () => {
    const ended = content.offers.find((offer) => offer.key === 'early-booking')!;
    const running = content.offers.find((offer) => offer.key === 'student-fares')!;
    const offerPaths = async () => {
      const home = await site.homePage('it');
      const section = home.sections.find((candidate) => candidate.component === 'offers');
      return {
        list: (await site.list('offers', 'it')).map((card) => card.path),
        home: section && 'items' in section ? section.items.map((card) => card.path) : [],
        sitemap: (await site.sitemap()).map((entry) => entry.paths.it),
      };
    };
    const endedPath = itemPath('offers', 'it', ended.text.it.slug);
    const runningPath = itemPath('offers', 'it', running.text.it.slug);
    now = new Date('2026-05-31T20:00:00Z');
    try {
      const onLastDay = await offerPaths();
      expect(onLastDay.list).toContain(endedPath);
      expect(onLastDay.home).toContain(endedPath);
      expect(onLastDay.sitemap).toContain(endedPath);
      now = new Date('2026-11-23T09:00:00Z');
      const later = await offerPaths();
      expect(later.list).not.toContain(endedPath);
      expect(later.home).not.toContain(endedPath);
      expect(later.sitemap).not.toContain(endedPath);
      expect(later.list).toContain(runningPath);
      expect(later.home).toContain(runningPath);
      // Its own page stays for those who kept the link, with the date it ran until.
      const page = await site.article('offers', 'it', ended.text.it.slug);
      expect(page?.validUntil).toBe(new Date(ended.validUntil).toISOString());
    } finally {
      now = SPRING;
    }
  });

  it('hides inactive content everywhere', async () => {
    const hidden = content.destinations[0]!;
    await db.knex('destinations').where({ slug: hidden.text.el.slug }).update({ active: false });
    try {
      expect((await site.list('destinations', 'en')).map((card) => card.title)).not.toContain(
        hidden.text.en.title.split(':')[0],
      );
      expect(await site.article('destinations', 'en', hidden.text.en.slug)).toBeUndefined();
      const home = await site.homePage('en');
      const popular = home.sections.find((section) => section.component === 'popularDestinations');
      expect(popular && 'items' in popular && popular.items.map((card) => card.path)).not.toContain(
        itemPath('destinations', 'en', hidden.text.en.slug),
      );
      const sitemap = await site.sitemap();
      expect(sitemap.map((entry) => entry.paths.el)).not.toContain(
        itemPath('destinations', 'el', hidden.text.el.slug),
      );
    } finally {
      await db.knex('destinations').where({ slug: hidden.text.el.slug }).update({ active: true });
    }
  });

  it('falls back to Greek where a translation is missing', async () => {
    const item = content.destinations[2]!;
    const row = await db.knex('destinations').where({ slug: item.text.el.slug }).first();
    const saved = await db
      .knex('destinations_translations')
      .where({ entity_id: row.id, language_code: 'de' })
      .first();
    await db.knex('destinations_translations').where({ id: saved.id }).delete();
    try {
      const article = await site.article('destinations', 'de', item.text.el.slug);
      expect(article?.title).toBe(item.text.el.title);
      expect(article?.paths.de).toBe(`/de/destinations/${item.text.el.slug}`);
      expect(article?.paths.en).toBe(`/en/destinations/${item.text.en.slug}`);
      const cards = await site.list('destinations', 'de');
      expect(cards.map((card) => card.path)).toContain(`/de/destinations/${item.text.el.slug}`);
    } finally {
      await db.knex('destinations_translations').insert({ ...saved, faq: JSON.stringify(saved.faq) });
    }
    const privacy = await db.knex('pages').where({ translation_key: 'privacy', language_code: 'it' }).first();
    await db.knex('pages').where({ id: privacy.id }).update({ active: false });
    try {
      const greekSlug = content.staticPages.find((page) => page.key === 'privacy')!.text.el.slug;
      const page = await site.page('it', greekSlug);
      expect(page?.title).toBe(
        content.staticPages.find((candidate) => candidate.key === 'privacy')!.text.el.title,
      );
      expect(page?.paths.it).toBe(`/it/${greekSlug}`);
    } finally {
      await db.knex('pages').where({ id: privacy.id }).update({ active: true });
    }
  });
});
