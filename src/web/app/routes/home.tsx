import { lazy } from 'react';
import { samePathInEveryLocale } from '#domain/i18n/alternates.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { displaySections } from '../content/date-text.server.ts';
import type { RouteLink } from '../content/home-sections.tsx';
import { HtmlOf, heldInHtml } from '../held-in-html.tsx';
import { useIntl } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { LazySearchForm } from '../search/lazy-search-form.tsx';
import { noScriptPorts } from '../search/no-script-ports.server.ts';
import { nextSailingPath } from '../search/route-links.server.ts';
import { loadSearchPorts } from '../search/search-ports.server.ts';
import { pageMeta } from '../seo/page-meta.ts';
import { rootDataOf, rootIntl } from '../seo/route-seo.ts';
import type { Route } from './+types/home.ts';

/** The sections' code: fetched only when they come as data (a document shows them as HTML; `HtmlOf`). */
const HomeSections = lazy(() =>
  import('../content/home-sections.tsx').then((module) => ({ default: module.HomeSections })),
);

/**
 * The same for every anonymous visitor: kept by the render cache (`src/web/server/render-cache.ts`). The
 * first screen is the hero and its search form: the sections' and cards' styles come after them.
 */
export const handle: { renderCache: boolean } & StylesHandle = {
  renderCache: true,
  styles: ['search'],
  stylesAfterContent: ['pickers', 'later'],
};

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = splitLocalePath(pagePath(request));
  const { services } = context.get(requestContext);
  const today = businessDay(services.clock.now());
  const [home, ports] = await Promise.all([
    services.contentSite.homePage(locale),
    loadSearchPorts(services, locale),
  ]);
  const routes = home.sections.flatMap((section) =>
    section.component === 'popularRoutes' ? [...section.domestic, ...section.international] : [],
  );
  const portName = (code: string) => ports.list.find((port) => port.code === code)?.name ?? code;
  const routeLinks: Record<number, RouteLink> = Object.fromEntries(
    await Promise.all(
      routes.map(async (route) => [
        route.id,
        {
          path: await nextSailingPath(
            services,
            locale,
            { from: route.departurePort, to: route.destinationPort },
            today,
          ),
          ports: `${portName(route.departurePort)} → ${portName(route.destinationPort)}`,
        },
      ]),
    ),
  );
  return {
    home: { title: home.title, description: home.description },
    // The sections only show what staff wrote: their HTML is enough for a browser that loaded the page.
    sections: heldInHtml(request, { sections: displaySections(home.sections, locale), routeLinks }),
    ports: ports.packed,
    // The no-JavaScript lists offer the popular routes' ports (the search page offers every port).
    ...noScriptPorts(
      request,
      routes.flatMap((route) => [route.departurePort, route.destinationPort]),
    ),
    today,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const root = rootDataOf(matches);
  if (!root || !loaderData) return [];
  const intl = rootIntl(root);
  // Titled like the hero, with the brand after it (pageMeta adds "| Kyma").
  return pageMeta({
    title: loaderData.home.title || intl.formatMessage({ id: 'homeTitle' }),
    description: loaderData.home.description || intl.formatMessage({ id: 'homeDescription' }),
    locale: root.locale,
    publicUrl: root.publicUrl,
    paths: samePathInEveryLocale('/'),
  });
};

/** The home page: the hero, then the sections staff arranged (destinations, routes, offers, …). */
export default function Home({ loaderData }: Route.ComponentProps) {
  const intl = useIntl();
  const { home, ports, today } = loaderData;
  // Until staff publish a home page for a language, the hero still greets visitors in it.
  const title = home.title || intl.formatMessage({ id: 'homeTitle' });
  const description = home.description || intl.formatMessage({ id: 'homeDescription' });
  return (
    <>
      <section className="hero">
        <div className="container">
          <h1 className="hero__title">{title}</h1>
          <p className="hero__description">{description}</p>
          <LazySearchForm ports={ports} noScriptPorts={loaderData.noScriptPorts} today={today} />
        </div>
      </section>
      <HtmlOf held={loaderData.sections}>{(held) => <HomeSections {...held} />}</HtmlOf>
    </>
  );
}
