import { describe, expect, it } from 'vitest';
import { samePathInEveryLocale } from '#domain/i18n/alternates.ts';
import { renderSitemap, sitemapPages } from '#web/server/seo-routes.ts';

describe('sitemap', () => {
  const xml = renderSitemap('https://kyma.example', [{ paths: samePathInEveryLocale('/') }]);

  it('lists a page once per language', () => {
    expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://kyma.example/',
      'https://kyma.example/en',
      'https://kyma.example/de',
      'https://kyma.example/es',
      'https://kyma.example/fr',
      'https://kyma.example/it',
      'https://kyma.example/sq',
    ]);
  });

  it('gives each entry its alternates in every language and x-default', () => {
    const first = xml.split('</url>')[0] ?? '';
    expect(first.match(/hreflang="[\w-]+"/g)).toEqual([
      'hreflang="el"',
      'hreflang="en"',
      'hreflang="de"',
      'hreflang="es"',
      'hreflang="fr"',
      'hreflang="it"',
      'hreflang="sq"',
      'hreflang="x-default"',
    ]);
  });

  it('lists the contact and accessibility pages in every language next to the content, and the home page once', () => {
    const pages = sitemapPages([
      { paths: samePathInEveryLocale('/') },
      { paths: samePathInEveryLocale('/blog') },
    ]);
    expect(pages.map((page) => page.paths.el)).toEqual(['/', '/contact', '/accessibility', '/blog']);
    const xml = renderSitemap('https://kyma.example', pages);
    for (const path of [
      '/contact',
      '/en/contact',
      '/it/contact',
      '/sq/contact',
      '/accessibility',
      '/de/accessibility',
    ]) {
      expect(xml).toContain(`<loc>https://kyma.example${path}</loc>`);
    }
  });

  it('escapes what XML cannot hold', () => {
    const odd = renderSitemap('https://kyma.example', [{ paths: samePathInEveryLocale('/a&b') }]);
    expect(odd).toContain('<loc>https://kyma.example/a&amp;b</loc>');
  });
});
