import { describe, expect, it } from 'vitest';
import {
  fileUrl,
  homePath,
  itemPath,
  itemPaths,
  listPath,
  pagePaths,
} from '#application/content-site/content-paths.ts';

describe('content paths', () => {
  it('prefixes every language but Greek, and calls posts the blog', () => {
    expect(itemPath('destinations', 'el', 'santorini')).toBe('/destinations/santorini');
    expect(itemPath('posts', 'de', 'faehren-tipps')).toBe('/de/blog/faehren-tipps');
    expect(itemPath('offers', 'sq', 'oferta')).toBe('/sq/offers/oferta');
    expect(listPath('companies', 'fr')).toBe('/fr/companies');
    expect(homePath('el')).toBe('/');
    expect(homePath('it')).toBe('/it');
  });

  it("gives an item's page in every language with that language's slug", () => {
    const paths = itemPaths('destinations', {
      el: 'santorini',
      en: 'santorini',
      de: 'santorin',
      es: 'santorini',
      fr: 'santorin',
      it: 'santorini',
      sq: 'santorini',
    });
    expect(paths).toMatchObject({ el: '/destinations/santorini', de: '/de/destinations/santorin' });
  });

  it('sends a language without its own version of a page to the Greek slug', () => {
    const paths = pagePaths({ el: 'oroi-and-proypo8eseis', en: 'terms-and-conditions' }, 'terms');
    expect(paths.el).toBe('/oroi-and-proypo8eseis');
    expect(paths.en).toBe('/en/terms-and-conditions');
    expect(paths.de).toBe('/de/oroi-and-proypo8eseis');
  });

  it('puts the home page at the prefix alone', () => {
    expect(pagePaths({ el: 'home', en: 'home' }, 'home')).toMatchObject({ el: '/', en: '/en', sq: '/sq' });
  });

  it('builds download URLs with an optional resize', () => {
    expect(fileUrl('abc')).toBe('/api/files/download/abc');
    expect(fileUrl('abc', '600')).toBe('/api/files/download/abc?resize=600');
  });
});
