import { describe, expect, it } from 'vitest';
import { findCompany } from '../../../src/adapters/ferry-upstream/catalogue/companies.ts';
import { findPort } from '../../../src/adapters/ferry-upstream/catalogue/ports.ts';
import {
  type Localized,
  SEED_COMPANIES,
  SEED_DESTINATIONS,
  SEED_LOCALES,
  SEED_POSTS,
  type SeedPageText,
} from '../../../src/adapters/postgres/seed/content/index.ts';

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
