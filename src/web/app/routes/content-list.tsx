import { data, useLocation } from 'react-router';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import { COLLECTION_TEXTS, collectionOfPath } from '../content/collections.ts';
import { ContentCardGrid } from '../content/content-card-grid.tsx';
import { displayCards } from '../content/date-text.server.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta } from '../seo/route-seo.ts';
import type { Route } from './+types/content-list.ts';

/** The same for every anonymous visitor: kept by the render cache (`src/web/server/render-cache.ts`). */
export const handle = { renderCache: true };

export async function loader({ request, context }: Route.LoaderArgs) {
  const path = pagePath(request);
  const collection = collectionOfPath(path);
  if (!collection) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(path);
  const cards = await context.get(requestContext).services.contentSite.list(collection, locale);
  return { collection, cards: displayCards(cards, locale) };
}

export const meta: Route.MetaFunction = ({ matches, location, loaderData }) =>
  loaderData ? appPageMeta(matches, location.pathname, COLLECTION_TEXTS[loaderData.collection]) : [];

/** /destinations, /companies, /blog and /offers in every language. */
export default function ContentList({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { pathname } = useLocation();
  const { locale } = splitLocalePath(pathname);
  const texts = COLLECTION_TEXTS[loaderData.collection];
  const title = intl.formatMessage({ id: texts.title });
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: intl.formatMessage({ id: 'navHome' }), path: localePrefix(locale) || '/' },
          { name: title, path: pathname },
        ]}
      />
      <section className="container list-page" aria-labelledby="list-title">
        <h1 id="list-title">{title}</h1>
        <p className="list-page__intro">
          <FormattedMessage id={texts.description} />
        </p>
        <ContentCardGrid cards={loaderData.cards} headingLevel={2} />
      </section>
    </>
  );
}
