import type { MetaDescriptor } from 'react-router';
import type { LocalizedPaths } from '#domain/i18n/alternates.ts';
import { DEFAULT_LOCALE, LOCALE_CODES, LOCALES, type LocaleCode } from '#domain/i18n/locales.ts';

export const SITE_NAME = 'Kyma';
interface ShareImage {
  path: string;
  width: number;
  height: number;
  alt?: string;
}

const DEFAULT_SHARE_IMAGE: ShareImage = {
  path: '/images/share-default.jpg',
  width: 1200,
  height: 630,
};

export interface PageSeo {
  /** The page's own title, shown before the brand ("… | Kyma"); without one the page is titled "Kyma" alone. */
  title?: string;
  description: string;
  locale: LocaleCode;
  publicUrl: string;
  /** Where this page lives in each language (slugs may differ by language). */
  paths: LocalizedPaths;
  image?: ShareImage;
  type?: 'website' | 'article';
}

const ogLocale = (code: LocaleCode) => LOCALES[code].iso.replace('-', '_');

/**
 * Title, description, canonical URL, hreflang alternates for the seven languages plus x-default
 * (Greek, the default), and OpenGraph/Twitter cards: everything search engines and link previews read.
 */
export function pageMeta(seo: PageSeo): MetaDescriptor[] {
  const absolute = (path: string) => `${seo.publicUrl}${path}`;
  const title = seo.title ? `${seo.title} | ${SITE_NAME}` : SITE_NAME;
  const image = seo.image ?? DEFAULT_SHARE_IMAGE;
  const url = absolute(seo.paths[seo.locale]);
  return [
    { title },
    { name: 'description', content: seo.description },
    { tagName: 'link', rel: 'canonical', href: url },
    ...LOCALE_CODES.map((code) => ({
      tagName: 'link',
      rel: 'alternate',
      hrefLang: code,
      href: absolute(seo.paths[code]),
    })),
    { tagName: 'link', rel: 'alternate', hrefLang: 'x-default', href: absolute(seo.paths[DEFAULT_LOCALE]) },
    { property: 'og:site_name', content: SITE_NAME },
    { property: 'og:type', content: seo.type ?? 'website' },
    { property: 'og:title', content: seo.title ?? SITE_NAME },
    { property: 'og:description', content: seo.description },
    { property: 'og:url', content: url },
    { property: 'og:locale', content: ogLocale(seo.locale) },
    ...LOCALE_CODES.filter((code) => code !== seo.locale).map((code) => ({
      property: 'og:locale:alternate',
      content: ogLocale(code),
    })),
    { property: 'og:image', content: absolute(image.path) },
    { property: 'og:image:width', content: String(image.width) },
    { property: 'og:image:height', content: String(image.height) },
    ...(image.alt ? [{ property: 'og:image:alt', content: image.alt }] : []),
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: seo.title ?? SITE_NAME },
    { name: 'twitter:description', content: seo.description },
    { name: 'twitter:image', content: absolute(image.path) },
  ];
}
