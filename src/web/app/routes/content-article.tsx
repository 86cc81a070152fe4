import { useIntl } from 'react-intl';
import { data } from 'react-router';
import { localePrefix, splitLocalePath } from '../../../domain/i18n/locales.ts';
import { ArticleView } from '../content/article-view.tsx';
import { COLLECTION_SEGMENTS, COLLECTION_TEXTS, collectionOfPath } from '../content/collections.ts';
import { displayArticle } from '../content/date-text.server.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { articleMeta } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/content-article.ts';

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = pagePath(request);
  const collection = collectionOfPath(path);
  if (!collection) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(path);
  const article = await context
    .get(requestContext)
    .services.contentSite.article(collection, locale, params.slug);
  if (!article) throw data(null, { status: 404 });
  return { collection, article: displayArticle(article, locale), alternates: article.paths };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  articleMeta(matches, loaderData?.article);

/** A destination, company, blog article or offer, under its list in the breadcrumb. */
export default function ContentArticlePage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const { collection, article } = loaderData;
  const prefix = localePrefix(locale);
  return (
    <ArticleView
      article={article}
      trail={[
        { name: intl.formatMessage({ id: 'navHome' }), path: prefix || '/' },
        {
          name: intl.formatMessage({ id: COLLECTION_TEXTS[collection].title }),
          path: `${prefix}/${COLLECTION_SEGMENTS[collection]}`,
        },
        { name: article.title, path: article.paths[locale] },
      ]}
    />
  );
}
