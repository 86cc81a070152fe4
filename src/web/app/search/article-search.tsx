import { Link } from '../components/link.tsx';
import type { RouteLink } from '../content/home-sections.tsx';
import { type HeldInHtml, HtmlOf } from '../held-in-html.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { LazySearchForm } from './lazy-search-form.tsx';
import type { PackedPorts } from './packed-ports.ts';

export interface ArticleSearchProps {
  ports: PackedPorts;
  today: string;
  /** The place's port, already chosen as destination (destinations); empty on company pages. */
  destination: string;
  place: string;
  /** Searches from the ports that sail here, each on its next day with sailings (held in the HTML). */
  routes: HeldInHtml<RouteLink[]>;
  /** The codes the no-JavaScript lists offer (a destination's); every port when absent. */
  noScriptPorts?: HeldInHtml<readonly string[]>;
}

/** The search form on destination and company pages, with the routes to the destination as links. */
export function ArticleSearch({ today, destination, place, routes, ...form }: ArticleSearchProps) {
  const intl = useIntl();
  return (
    <section className="article-search container" aria-labelledby="article-search-title">
      <h2 id="article-search-title">
        {destination
          ? intl.formatMessage({ id: 'searchFerriesTo' }, { place })
          : intl.formatMessage({ id: 'searchFormLabel' })}
      </h2>
      <LazySearchForm {...form} destination={destination} today={today} variant="compact" />
      <HtmlOf held={routes}>
        {(links) =>
          links.length > 0 && (
            <ul className="article-search__routes">
              {links.map((route) => (
                <li key={route.path}>
                  <Link to={route.path}>{route.ports}</Link>
                </li>
              ))}
            </ul>
          )
        }
      </HtmlOf>
    </section>
  );
}
