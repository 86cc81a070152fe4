import { describe, expect, it } from 'vitest';
import { samePathInEveryLocale } from '#domain/i18n/alternates.ts';
import { pageMeta } from '#web/app/seo/page-meta.ts';

const publicUrl = 'https://kyma.example';

describe('page meta', () => {
  const meta = pageMeta({
    title: 'Santorini',
    description: 'Ferries to Santorini',
    locale: 'de',
    publicUrl,
    paths: samePathInEveryLocale('/destinations/santorini'),
  });
  const links = (rel: string) =>
    meta.filter((tag) => 'tagName' in tag && tag.rel === rel) as { hrefLang?: string; href: string }[];
  const property = (name: string) =>
    meta
      .filter((tag) => 'property' in tag && tag.property === name)
      .map((tag) => (tag as { content: string }).content);

  it('titles a page "<title> | Kyma", and one without a title of its own just "Kyma"', () => {
    expect(meta[0]).toEqual({ title: 'Santorini | Kyma' });
    const untitled = pageMeta({
      description: 'd',
      locale: 'el',
      publicUrl,
      paths: samePathInEveryLocale('/'),
    });
    expect(untitled[0]).toEqual({ title: 'Kyma' });
  });

  it('points the canonical URL at the page in its own language', () => {
    expect(links('canonical')).toEqual([
      { tagName: 'link', rel: 'canonical', href: 'https://kyma.example/de/destinations/santorini' },
    ]);
  });

  it('lists the page in all seven languages plus x-default, the Greek page', () => {
    expect(links('alternate').map((link) => [link.hrefLang, link.href])).toEqual([
      ['el', 'https://kyma.example/destinations/santorini'],
      ['en', 'https://kyma.example/en/destinations/santorini'],
      ['de', 'https://kyma.example/de/destinations/santorini'],
      ['es', 'https://kyma.example/es/destinations/santorini'],
      ['fr', 'https://kyma.example/fr/destinations/santorini'],
      ['it', 'https://kyma.example/it/destinations/santorini'],
      ['sq', 'https://kyma.example/sq/destinations/santorini'],
      ['x-default', 'https://kyma.example/destinations/santorini'],
    ]);
  });

  it('gives link previews a title, an absolute image and the locale', () => {
    expect(property('og:title')).toEqual(['Santorini']);
    expect(property('og:image')).toEqual(['https://kyma.example/images/share-default.jpg']);
    expect(property('og:locale')).toEqual(['de_DE']);
    expect(property('og:locale:alternate')).toHaveLength(6);
  });
});
