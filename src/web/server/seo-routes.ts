import { Router } from 'express';
import { XMLBuilder } from 'fast-xml-parser';
import type { ContentSiteQueries } from '#application/content-site/content-site-model.ts';
import { type LocalizedPaths, samePathInEveryLocale } from '#domain/i18n/alternates.ts';
import { DEFAULT_LOCALE, LOCALE_CODES } from '#domain/i18n/locales.ts';

/** The app's own indexable pages: the same path in every language but for the prefix. */
const APP_PAGES = ['/', '/contact', '/accessibility'];

/** Where a page can be found in every language; a page lists once per language, each with its alternates. */
export type SitemapPage = { paths: LocalizedPaths; lastModified?: string };

// The builder escapes every text and attribute; `<lastmod>` is left out when a page has none.
const sitemapXml = new XMLBuilder({ ignoreAttributes: false, suppressEmptyNode: true });

export function renderSitemap(publicUrl: string, pages: SitemapPage[]): string {
  const url = pages.flatMap(({ paths, lastModified }) =>
    LOCALE_CODES.map((locale) => ({
      loc: publicUrl + paths[locale],
      ...(lastModified ? { lastmod: lastModified } : {}),
      'xhtml:link': [
        ...LOCALE_CODES.map((code) => ({ hreflang: code, href: paths[code] })),
        { hreflang: 'x-default', href: paths[DEFAULT_LOCALE] },
      ].map(({ hreflang, href }) => ({
        '@_rel': 'alternate',
        '@_hreflang': hreflang,
        '@_href': publicUrl + href,
      })),
    })),
  );
  return `${sitemapXml.build({
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    urlset: {
      '@_xmlns': 'http://www.sitemaps.org/schemas/sitemap/0.9',
      '@_xmlns:xhtml': 'http://www.w3.org/1999/xhtml',
      url,
    },
  })}\n`;
}

/** The app's own pages, then every published content page, each once (content may also list the home page). */
export function sitemapPages(content: SitemapPage[]): SitemapPage[] {
  const pages = [...APP_PAGES.map((path) => ({ paths: samePathInEveryLocale(path) })), ...content];
  const seen = new Set<string>();
  return pages.filter(({ paths }) => {
    if (seen.has(paths[DEFAULT_LOCALE])) return false;
    seen.add(paths[DEFAULT_LOCALE]);
    return true;
  });
}

/** robots.txt and sitemap.xml: what search engines may crawl, and every page in every language. */
export function seoRoutes(publicUrl: string, content: Pick<ContentSiteQueries, 'sitemap'>): Router {
  const router = Router();
  router.get('/robots.txt', (_req, res) => {
    res
      .type('text/plain')
      .set('Cache-Control', 'public, max-age=3600')
      .send(
        [
          'User-agent: *',
          'Disallow: /api/',
          'Disallow: /booking/',
          'Disallow: /locale/',
          'Disallow: /results',
          ...LOCALE_CODES.filter((code) => code !== DEFAULT_LOCALE).map(
            (code) => `Disallow: /${code}/results`,
          ),
          '',
          `Sitemap: ${publicUrl}/sitemap.xml`,
          '',
        ].join('\n'),
      );
  });
  router.get('/sitemap.xml', async (_req, res) => {
    const pages = sitemapPages(await content.sitemap());
    res
      .type('application/xml')
      .set('Cache-Control', 'public, max-age=3600')
      .send(renderSitemap(publicUrl, pages));
  });
  return router;
}
