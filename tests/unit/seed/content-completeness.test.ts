import { describe, expect, it } from 'vitest';
import { findCompany } from '#adapters/ferry-upstream/catalogue/companies.ts';
import { findPort } from '#adapters/ferry-upstream/catalogue/ports.ts';
import { loadSeedContent } from '#adapters/postgres/seed/content-files.ts';
import {
  type Localized,
  SEED_LOCALES,
  type SeedMenuEntry,
  type SeedPageText,
} from '#adapters/postgres/seed/seed-content-types.ts';

// The files under content/, read and validated by the seed's own loader.
const {
  companies: SEED_COMPANIES,
  destinations: SEED_DESTINATIONS,
  menus: SEED_MENUS,
  offers: SEED_OFFERS,
  popularRoutes: SEED_POPULAR_ROUTES,
  posts: SEED_POSTS,
  staticPages: SEED_STATIC_PAGES,
  home: SEED_HOME,
} = await loadSeedContent();

const KEBAB = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

interface Texted {
  key: string;
  text: Localized<SeedPageText>;
}

/** Every locale present, every string field non-empty, faq items complete. */
function expectAllLocalesFilled(items: readonly Texted[], fields: readonly string[]): void {
  for (const item of items) {
    expect(Object.keys(item.text).sort(), item.key).toEqual([...SEED_LOCALES].sort());
    for (const locale of SEED_LOCALES) {
      const text = item.text[locale] as unknown as Record<string, unknown>;
      for (const field of fields) {
        const value = text[field];
        expect(typeof value === 'string' && value.trim().length > 0, `${item.key}.${locale}.${field}`).toBe(
          true,
        );
      }
    }
  }
}

function expectSlugsValidAndUnique(items: readonly Texted[]): void {
  for (const locale of SEED_LOCALES) {
    const slugs = items.map((item) => item.text[locale].slug);
    for (const slug of slugs) expect(slug, `${locale} slug`).toMatch(KEBAB);
    expect(new Set(slugs).size, `${locale} slugs unique`).toBe(slugs.length);
  }
}

function expectMetaDescriptionsShort(items: readonly Texted[]): void {
  for (const item of items) {
    for (const locale of SEED_LOCALES) {
      const meta = item.text[locale].metaDescription;
      expect(meta.length, `${item.key}.${locale}.metaDescription (${meta.length})`).toBeLessThanOrEqual(160);
    }
  }
}

function wordCount(markdown: string): number {
  return markdown.split(/\s+/).filter((word) => /\p{L}/u.test(word)).length;
}

function expectKeysUnique(items: readonly { key: string }[]): void {
  expect(new Set(items.map((item) => item.key)).size).toBe(items.length);
}

describe('seed destinations', () => {
  it('has the required count with unique keys', () => {
    expect(SEED_DESTINATIONS.length).toBeGreaterThanOrEqual(32);
    expectKeysUnique(SEED_DESTINATIONS);
  });

  it('is written in all seven languages', () => {
    expectAllLocalesFilled(SEED_DESTINATIONS, ['slug', 'title', 'metaDescription', 'summary', 'body']);
    for (const destination of SEED_DESTINATIONS) {
      for (const locale of SEED_LOCALES) {
        const { faq, body } = destination.text[locale];
        expect(faq, `${destination.key}.${locale}.faq`).toHaveLength(3);
        for (const item of faq) {
          expect(item.question.trim(), `${destination.key}.${locale}.faq`).not.toBe('');
          expect(item.answer.trim(), `${destination.key}.${locale}.faq`).not.toBe('');
        }
        const words = wordCount(body);
        expect(words, `${destination.key}.${locale}.body words`).toBeGreaterThanOrEqual(200);
        expect(words, `${destination.key}.${locale}.body words`).toBeLessThanOrEqual(500);
      }
    }
  });

  it('has kebab-case slugs unique per language and short meta descriptions', () => {
    expectSlugsValidAndUnique(SEED_DESTINATIONS);
    expectMetaDescriptionsShort(SEED_DESTINATIONS);
  });

  it('relates only to destinations that exist, never to itself', () => {
    const keys = new Set(SEED_DESTINATIONS.map((destination) => destination.key));
    for (const destination of SEED_DESTINATIONS) {
      expect(destination.portCodes.length, destination.key).toBeGreaterThan(0);
      for (const code of destination.portCodes)
        expect(findPort(code), `${destination.key} port ${code}`).toBeDefined();
      for (const related of destination.related) {
        expect(keys.has(related), `${destination.key} -> ${related}`).toBe(true);
        expect(related).not.toBe(destination.key);
      }
    }
  });
});

describe('seed companies', () => {
  it('has at least 16 companies, each a catalogue company with a unique code', () => {
    expect(SEED_COMPANIES.length).toBeGreaterThanOrEqual(16);
    expectKeysUnique(SEED_COMPANIES);
    expect(new Set(SEED_COMPANIES.map((company) => company.code)).size).toBe(SEED_COMPANIES.length);
    for (const company of SEED_COMPANIES) {
      expect(findCompany(company.code), `${company.key} code ${company.code}`).toBeDefined();
      expect(company.brandColor).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('is written in all seven languages, with slugs, meta descriptions and body lengths in bounds', () => {
    expectAllLocalesFilled(SEED_COMPANIES, ['slug', 'title', 'metaDescription', 'summary', 'body']);
    expectSlugsValidAndUnique(SEED_COMPANIES);
    expectMetaDescriptionsShort(SEED_COMPANIES);
    for (const company of SEED_COMPANIES) {
      for (const locale of SEED_LOCALES) {
        const words = wordCount(company.text[locale].body);
        expect(words, `${company.key}.${locale}.body words`).toBeGreaterThanOrEqual(150);
        expect(words, `${company.key}.${locale}.body words`).toBeLessThanOrEqual(320);
      }
    }
  });
});

describe('seed blog posts', () => {
  const destinationKeys = new Set(SEED_DESTINATIONS.map((destination) => destination.key));

  it('has at least 6 posts published in 2026, each about destinations that exist', () => {
    expect(SEED_POSTS.length).toBeGreaterThanOrEqual(6);
    expectKeysUnique(SEED_POSTS);
    for (const post of SEED_POSTS) {
      expect(post.publishedAt, post.key).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Number.isNaN(Date.parse(post.publishedAt)), post.key).toBe(false);
      expect(post.destinationKeys.length, post.key).toBeGreaterThan(0);
      for (const key of post.destinationKeys)
        expect(destinationKeys.has(key), `${post.key} -> ${key}`).toBe(true);
    }
  });

  it('is written in all seven languages, with its own slug per language and article-length bodies', () => {
    expectAllLocalesFilled(SEED_POSTS, ['slug', 'title', 'metaDescription', 'summary', 'body']);
    expectSlugsValidAndUnique(SEED_POSTS);
    expectMetaDescriptionsShort(SEED_POSTS);
    for (const post of SEED_POSTS) {
      // Greek slugs are transliterated, so the Greek and English slugs of an article differ.
      expect(post.text.el.slug, post.key).not.toBe(post.text.en.slug);
      for (const locale of SEED_LOCALES) {
        const words = wordCount(post.text[locale].body);
        expect(words, `${post.key}.${locale}.body words`).toBeGreaterThanOrEqual(450);
        expect(words, `${post.key}.${locale}.body words`).toBeLessThanOrEqual(850);
      }
    }
  });
});

describe('seed offers', () => {
  it('has at least 4 offers valid in 2026, referring only to companies that exist', () => {
    expect(SEED_OFFERS.length).toBeGreaterThanOrEqual(4);
    expectKeysUnique(SEED_OFFERS);
    const companyKeys = new Set(SEED_COMPANIES.map((company) => company.key));
    for (const offer of SEED_OFFERS) {
      expect(offer.validFrom, offer.key).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(offer.validUntil, offer.key).toMatch(/^2026-\d{2}-\d{2}$/);
      expect(Date.parse(offer.validFrom), offer.key).toBeLessThanOrEqual(Date.parse(offer.validUntil));
      if (offer.companyKey !== undefined) expect(companyKeys.has(offer.companyKey), offer.key).toBe(true);
    }
  });

  it('is written in all seven languages with clear, short conditions', () => {
    expectAllLocalesFilled(SEED_OFFERS, ['slug', 'title', 'metaDescription', 'summary', 'body']);
    expectSlugsValidAndUnique(SEED_OFFERS);
    expectMetaDescriptionsShort(SEED_OFFERS);
    for (const offer of SEED_OFFERS) {
      expect(offer.text.el.slug, offer.key).not.toBe(offer.text.en.slug);
      for (const locale of SEED_LOCALES) {
        const words = wordCount(offer.text[locale].body);
        expect(words, `${offer.key}.${locale}.body words`).toBeGreaterThanOrEqual(90);
        expect(words, `${offer.key}.${locale}.body words`).toBeLessThanOrEqual(260);
      }
    }
  });
});

describe('seed popular routes', () => {
  const destinations = new Map(SEED_DESTINATIONS.map((destination) => [destination.key, destination]));

  it('has at least 10 domestic and 4 international routes', () => {
    expect(SEED_POPULAR_ROUTES.filter((route) => route.kind === 'domestic').length).toBeGreaterThanOrEqual(
      10,
    );
    expect(
      SEED_POPULAR_ROUTES.filter((route) => route.kind === 'international').length,
    ).toBeGreaterThanOrEqual(4);
    const pairs = SEED_POPULAR_ROUTES.map((route) => `${route.fromPort}-${route.toPort}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('joins ports of the catalogue, each end a destination with that port or the port itself', () => {
    for (const route of SEED_POPULAR_ROUTES) {
      const label = `${route.from} -> ${route.to}`;
      for (const [end, port] of [
        [route.from, route.fromPort],
        [route.to, route.toPort],
      ] as const) {
        expect(findPort(port), `${label} port ${port}`).toBeDefined();
        const destination = destinations.get(end);
        if (destination) expect(destination.portCodes, label).toContain(port);
        else expect(end, label).toBe(port);
      }
      const countries = new Set([findPort(route.fromPort)?.countryCode, findPort(route.toPort)?.countryCode]);
      expect(route.kind, label).toBe(
        countries.size === 1 && countries.has('GR') ? 'domestic' : 'international',
      );
    }
  });
});

describe('seed static pages', () => {
  it('has about-us, terms and privacy with the slugs the routes expect', () => {
    expect(SEED_STATIC_PAGES.map((page) => page.key).sort()).toEqual(['about-us', 'privacy', 'terms']);
    expectAllLocalesFilled(SEED_STATIC_PAGES, ['slug', 'title', 'metaDescription', 'body']);
    expectMetaDescriptionsShort(SEED_STATIC_PAGES);
    expectSlugsValidAndUnique(SEED_STATIC_PAGES);
    const byKey = new Map(SEED_STATIC_PAGES.map((page) => [page.key, page]));
    for (const locale of SEED_LOCALES) {
      expect(byKey.get('about-us')?.text[locale].slug).toBe('about-us');
      expect(byKey.get('privacy')?.text[locale].slug).toBe('privacy-policy');
      expect(byKey.get('terms')?.text[locale].slug).toBe(
        locale === 'el' ? 'oroi-and-proypo8eseis' : 'terms-and-conditions',
      );
    }
  });

  it('states the agency role, the courier charge, the cookies and the data protection authority in every language', () => {
    const terms = SEED_STATIC_PAGES.find((page) => page.key === 'terms');
    const privacy = SEED_STATIC_PAGES.find((page) => page.key === 'privacy');
    for (const locale of SEED_LOCALES) {
      expect(terms?.text[locale].body, locale).toMatch(/3[,.]00/);
      expect(terms?.text[locale].body, locale).toContain('1177/2010');
      expect(privacy?.text[locale].body, locale).toContain('2016/679');
      expect(privacy?.text[locale].body, locale).toContain('www.dpa.gr');
      expect(privacy?.text[locale].body, locale).toMatch(/cookie/i);
    }
  });
});

describe('seed menus', () => {
  const flatten = (entries: SeedMenuEntry[]): SeedMenuEntry[] =>
    entries.flatMap((entry) => [entry, ...flatten(entry.children ?? [])]);

  it('has the three site menus with the expected entries', () => {
    expect(SEED_MENUS.map((menu) => menu.name)).toEqual(['Main Menu', 'Footer Menu', 'Footer Bottom Menu']);
    expect(SEED_MENUS.map((menu) => menu.entries.length)).toEqual([5, 6, 2]);
    const keys = SEED_MENUS.flatMap((menu) => flatten(menu.entries)).map((entry) => entry.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('names and links every entry in every language, Greek without a prefix and the others with theirs', () => {
    for (const entry of SEED_MENUS.flatMap((menu) => flatten(menu.entries))) {
      expect(Object.keys(entry.text).sort(), entry.key).toEqual([...SEED_LOCALES].sort());
      for (const locale of SEED_LOCALES) {
        const { name, link } = entry.text[locale];
        expect(name.trim(), `${entry.key}.${locale}`).not.toBe('');
        if (locale === 'el')
          expect(link, entry.key).toMatch(/^\/(?!en\/|de\/|es\/|fr\/|it\/|sq\/)[a-z0-9-]+$/);
        else expect(link, `${entry.key}.${locale}`).toMatch(new RegExp(`^/${locale}/[a-z0-9-]+$`));
      }
    }
    const terms = SEED_MENUS[2]?.entries[0];
    expect(terms?.text.el.link).toBe('/oroi-and-proypo8eseis');
    expect(terms?.text.en.link).toBe('/en/terms-and-conditions');
    expect(SEED_MENUS[2]?.entries[1]?.text.el.link).toBe('/privacy-policy');
    expect(SEED_MENUS[2]?.entries[1]?.text.sq.link).toBe('/sq/privacy-policy');
  });
});

describe('seed home page', () => {
  it('has its title, headings and three points in every language, showing destinations that exist', () => {
    const keys = new Set(SEED_DESTINATIONS.map((destination) => destination.key));
    for (const key of SEED_HOME.popularDestinationKeys) expect(keys.has(key), key).toBe(true);
    expect(Object.keys(SEED_HOME.text).sort()).toEqual([...SEED_LOCALES].sort());
    for (const locale of SEED_LOCALES) {
      const { points, ...texts } = SEED_HOME.text[locale];
      for (const [field, value] of Object.entries(texts))
        expect(value.trim(), `home.${locale}.${field}`).not.toBe('');
      expect(
        points.filter((point) => point.trim() !== ''),
        `home.${locale}.points`,
      ).toHaveLength(3);
    }
  });
});
