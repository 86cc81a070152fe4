import { FormattedMessage } from '../i18n/intl.tsx';
import { JsonLd } from '../seo/json-ld.tsx';
import { ContentCardGrid } from './content-card-grid.tsx';
import type { ArticleText } from './date-text.server.ts';

/** The article's text, its questions and the related cards. */
export function ArticleTextView({ text }: { text: ArticleText }) {
  return (
    <>
      <div
        className="article__body container prose"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: markdownToHtml (on the server) escapes raw HTML and unsafe links
        dangerouslySetInnerHTML={{ __html: text.bodyHtml }}
      />
      <ArticleFaq faq={text.faq} />
      {text.related.length > 0 && (
        <section className="article__related container" aria-labelledby="related-title">
          <h2 id="related-title">
            <FormattedMessage id="relatedDestinations" />
          </h2>
          <ContentCardGrid cards={text.related} />
        </section>
      )}
    </>
  );
}

/** The article's questions and answers, folded, with their FAQPage data for search engines. */
function ArticleFaq({ faq }: { faq: ArticleText['faq'] }) {
  if (faq.length === 0) return null;
  return (
    <section className="article__faq container" aria-labelledby="faq-title">
      <h2 id="faq-title">
        <FormattedMessage id="faqTitle" />
      </h2>
      {faq.map((item) => (
        <details key={item.question} className="faq-item">
          <summary>{item.question}</summary>
          <p>{item.answer}</p>
        </details>
      ))}
      <JsonLd
        data={{
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faq.map((item) => ({
            '@type': 'Question',
            name: item.question,
            acceptedAnswer: { '@type': 'Answer', text: item.answer },
          })),
        }}
      />
    </section>
  );
}
