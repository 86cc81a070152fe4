import { data } from 'react-router';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { viewContentEvent } from '#domain/marketing/page-events.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { recordMarketing } from '../consent/record-marketing.server.ts';
import { ArticleView } from '../content/article-view.tsx';
import { COLLECTION_SEGMENTS, COLLECTION_TEXTS, collectionOfPath } from '../content/collections.ts';
import { displayArticle } from '../content/date-text.server.ts';
import { heldInHtml } from '../held-in-html.tsx';
import { useIntl } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { ArticleSearch } from '../search/article-search.tsx';
import { noScriptPorts } from '../search/no-script-ports.server.ts';
import { nextSailingPath } from '../search/route-links.server.ts';
import { loadSearchPorts } from '../search/search-ports.server.ts';
import { articleMeta } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/content-article.ts';

/** Enough routes to show how a place is reached without listing every port of the network. */
const MAX_ROUTE_LINKS = 8;

type Services = Parameters<typeof loadSearchPorts>[0];
type Locale = Parameters<typeof loadSearchPorts>[1];

/**
 * Destinations and companies carry a search: a destination's with its port chosen and links to the
 * routes that sail there; a company's empty.
 */
async function articleSearch(request: Request, services: Services, locale: Locale, portCodes: string[]) {
  const today = businessDay(services.clock.now());
  const ports = await loadSearchPorts(services, locale);
  const destination = portCodes[0] ?? '';
  const nameOf = (code: string) => ports.list.find((port) => port.code === code)?.name ?? code;
  const origins = destination
    ? await services.ferry.listOrigins.execute({ destination, lang: locale })
    : undefined;
  const sailingHere = origins?.ok ? origins.value : [];
  const routes = await Promise.all(
    sailingHere.slice(0, MAX_ROUTE_LINKS).map(async (origin) => ({
      path: await nextSailingPath(services, locale, { from: origin.code, to: destination }, today),
      ports: `${nameOf(origin.code)} → ${nameOf(destination)}`,
    })),
  );
  return {
    ports: ports.packed,
    today,
    destination,
    place: nameOf(destination),
    portNames: portCodes.map(nameOf),
    // Links the page only shows: its HTML is enough for a browser that loaded it.
    routes: heldInHtml(request, routes),
    // The no-JavaScript lists offer the place and the ports that sail there.
    ...noScriptPorts(request, destination ? [destination, ...sailingHere.map((origin) => origin.code)] : []),
  };
}

/**
 * The same for every anonymous visitor: kept by the render cache (`src/web/server/render-cache.ts`). An
 * article's first screen is its title, picture and search form or text: the FAQ and related cards'
 * styles come after them.
 */
export const handle: { renderCache: boolean } & StylesHandle = {
  renderCache: true,
  styles: ['search'],
  stylesAfterContent: ['pickers', 'later'],
};

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const path = pagePath(request);
  const collection = collectionOfPath(path);
  if (!collection) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(path);
  const article = await context
    .get(requestContext)
    .services.contentSite.article(collection, locale, params.slug);
  if (!article) throw data(null, { status: 404 });
  const { services } = context.get(requestContext);
  const viewed = viewContentEvent(collection, article);
  if (viewed) await recordMarketing(request, context.get(requestContext), viewed);
  const search =
    collection === 'destinations' || collection === 'companies'
      ? await articleSearch(request, services, locale, collection === 'destinations' ? article.portCodes : [])
      : null;
  return { collection, article: displayArticle(article, locale, request), alternates: article.paths, search };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  articleMeta(matches, loaderData?.article);

/** A destination, company, blog article or offer, under its list in the breadcrumb. */
export default function ContentArticlePage({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const { collection, article, search } = loaderData;
  const prefix = localePrefix(locale);
  return (
    <ArticleView
      article={article}
      portNames={search?.portNames}
      trail={[
        { name: intl.formatMessage({ id: 'navHome' }), path: prefix || '/' },
        {
          name: intl.formatMessage({ id: COLLECTION_TEXTS[collection].title }),
          path: `${prefix}/${COLLECTION_SEGMENTS[collection]}`,
        },
        { name: article.title, path: article.paths[locale] },
      ]}
    >
      {search && <ArticleSearch {...search} />}
    </ArticleView>
  );
}
