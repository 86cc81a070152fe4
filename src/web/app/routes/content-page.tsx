import { data } from 'react-router';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { ArticleView } from '../content/article-view.tsx';
import { displayArticle } from '../content/date-text.server.ts';
import { useIntl } from '../i18n/intl.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { articleMeta } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/content-page.ts';

/** About us, terms, privacy and any other page staff publish at `/{slug}`. */
/** The same for every anonymous visitor: kept by the render cache (`src/web/server/render-cache.ts`). */
export const handle = { renderCache: true };

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(pagePath(request));
  const page = await context.get(requestContext).services.contentSite.page(locale, params.slug);
  if (!page) throw data(null, { status: 404 });
  return { page: displayArticle(page, locale, request), alternates: page.paths };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => articleMeta(matches, loaderData?.page);

export default function ContentPage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const { page } = loaderData;
  return (
    <ArticleView
      article={page}
      trail={[
        { name: intl.formatMessage({ id: 'navHome' }), path: localePrefix(locale) || '/' },
        { name: page.title, path: page.paths[locale] },
      ]}
    />
  );
}
