import type {
  ContentArticle,
  ContentCard,
  HomeSection,
} from '#application/content-site/content-site-model.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { type HeldInHtml, heldInHtml } from '../held-in-html.tsx';
import { siteIntl } from '../i18n/site-intl.ts';
import { markdownToHtml } from './markdown.ts';

/** A card with its date already written out in the page's language. */
export type DisplayCard = ContentCard & { dateText?: string };
export type DisplaySection = HomeSection extends infer S
  ? S extends { items: ContentCard[] }
    ? Omit<S, 'items'> & { items: DisplayCard[] }
    : S
  : never;
/** What an article page only shows: its text, questions and related cards, held in its HTML (decision 0088). */
export interface ArticleText {
  /** The Markdown body as safe HTML, made on the server: the Markdown parser never ships to browsers. */
  bodyHtml: string;
  faq: ContentArticle['faq'];
  related: DisplayCard[];
}

export type DisplayArticle = Omit<ContentArticle, 'related' | 'body' | 'faq'> & {
  text: HeldInHtml<ArticleText>;
  publishedText?: string;
  validUntilText?: string;
};

/**
 * Dates are written out on the server: browsers ship different locale data (some lack Albanian and
 * fall back to English), and a date the browser formats differently would break hydration.
 */
function dateText(iso: string, locale: LocaleCode): string {
  // The pages' own intl object: its formatter is built once per language, not once per date.
  return siteIntl(locale).formatDate(iso, { dateStyle: 'long' });
}

export function displayCards(cards: ContentCard[], locale: LocaleCode): DisplayCard[] {
  return cards.map((card) => (card.date ? { ...card, dateText: dateText(card.date, locale) } : card));
}

export function displaySections(sections: HomeSection[], locale: LocaleCode): DisplaySection[] {
  return sections.map((section) =>
    'items' in section ? { ...section, items: displayCards(section.items, locale) } : section,
  ) as DisplaySection[];
}

export function displayArticle(
  article: ContentArticle,
  locale: LocaleCode,
  request: Request,
): DisplayArticle {
  const { body, faq, related, ...rest } = article;
  return {
    ...rest,
    text: heldInHtml(request, {
      bodyHtml: markdownToHtml(body),
      faq,
      related: displayCards(related, locale),
    }),
    ...(article.publishedAt ? { publishedText: dateText(article.publishedAt, locale) } : {}),
    ...(article.validUntil ? { validUntilText: dateText(article.validUntil, locale) } : {}),
  };
}
