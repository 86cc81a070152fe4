import { describe, expect, it } from 'vitest';
import { samePathInEveryLocale } from '../../../src/domain/i18n/alternates.ts';
import { renderSitemap } from '../../../src/web/server/seo-routes.ts';

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

  it('escapes what XML cannot hold', () => {
    const odd = renderSitemap('https://kyma.example', [{ paths: samePathInEveryLocale('/a&b') }]);
    expect(odd).toContain('<loc>https://kyma.example/a&#38;b</loc>');
  });
});
