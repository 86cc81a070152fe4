import { lazy } from 'react';
import { HtmlOf } from '../held-in-html.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { JsonLd } from '../seo/json-ld.tsx';
import { useRootData } from '../use-root-data.ts';
import { Breadcrumbs, type Crumb } from './breadcrumbs.tsx';
import { ContentImage } from './content-image.tsx';
import type { DisplayArticle } from './date-text.server.ts';

/** The text's code: fetched only when the text comes as data (a document shows it as HTML; `HtmlOf`). */
const ArticleTextView = lazy(() =>
  import('./article-text.tsx').then((module) => ({ default: module.ArticleTextView })),
);

/**
 * A destination, company, blog article, offer or static page: lead image, text, FAQ and related items.
 * `children` go right under the title (destinations and companies put a search there).
 */
export function ArticleView({
  article,
  trail,
  portNames = [],
  children,
}: {
  article: DisplayArticle;
  trail: Crumb[];
  /** Destinations: the ports that serve the place, by name in the page's language. */
  portNames?: string[];
  children?: React.ReactNode;
}) {
  const { publicUrl, locale } = useRootData();
  return (
    <article className="article">
      <Breadcrumbs trail={trail} />
      <header className="article__header container">
        <h1 className="article__title">{article.title}</h1>
        {article.publishedText && (
          <p className="article__meta">
            <FormattedMessage id="publishedOn" values={{ date: article.publishedText }} />
          </p>
        )}
        {article.validUntilText && (
          <p className="article__meta">
            <FormattedMessage id="validUntil" values={{ date: article.validUntilText }} />
          </p>
        )}
        {portNames.length > 0 && (
          <p className="article__meta">
            <FormattedMessage id="portsServing" values={{ ports: portNames.join(', ') }} />
          </p>
        )}
      </header>
      {children}
      {article.image && (
        <div className="article__image container">
          {article.collection === 'companies' ? (
            <ContentImage image={article.image} sizes="320px" className="article__logo" eager />
          ) : (
            <ContentImage image={article.image} sizes="(max-width: 860px) 100vw, 820px" eager />
          )}
        </div>
      )}
      <HtmlOf held={article.text}>{(text) => <ArticleTextView text={text} />}</HtmlOf>
      {article.collection === 'posts' && (
        <JsonLd
          data={{
            '@context': 'https://schema.org',
            '@type': 'Article',
            headline: article.title,
            description: article.metaDescription,
            inLanguage: locale,
            ...(article.publishedAt ? { datePublished: article.publishedAt } : {}),
            ...(article.image ? { image: `${publicUrl}${article.image.src}` } : {}),
            mainEntityOfPage: `${publicUrl}${article.paths[locale]}`,
          }}
        />
      )}
    </article>
  );
}
