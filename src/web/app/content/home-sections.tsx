import type { PopularRoute } from '#application/content-site/content-site-model.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { ContentCardGrid } from './content-card-grid.tsx';
import type { DisplaySection } from './date-text.server.ts';

/** A popular route's search: its results on the next day with sailings, and its ports by name. */
export interface RouteLink {
  path: string;
  ports: string;
}

interface RouteListProps {
  routes: PopularRoute[];
  labelId: string;
  /** By route id. */
  links: Record<number, RouteLink>;
}

function RouteList({ routes, labelId, links }: RouteListProps) {
  if (routes.length === 0) return null;
  return (
    <div className="route-list">
      <h3>
        <FormattedMessage id={labelId} />
      </h3>
      <ul>
        {routes.map((route) => {
          const link = links[route.id];
          return (
            <li key={route.id}>
              {link ? (
                <Link to={link.path} className="route-list__item">
                  <span className="route-list__title">{route.title}</span>
                  <span className="route-list__ports">{link.ports}</span>
                </Link>
              ) : (
                <span className="route-list__item">{route.title}</span>
              )}
            </li>
          );
        })}
      </ul>
    </div>
  );
}

/** The home page's sections in the order staff arranged them. */
export function HomeSections({
  sections,
  routeLinks,
}: {
  sections: DisplaySection[];
  routeLinks: Record<number, RouteLink>;
}) {
  return sections.map((section, index) => (
    <HomeSectionView
      key={`${section.component}-${section.title}`}
      section={section}
      index={index}
      routeLinks={routeLinks}
    />
  ));
}

/** One block of the home page as staff arranged it; each kind has its own layout. */
function HomeSectionView({
  section,
  index,
  routeLinks,
}: {
  section: DisplaySection;
  index: number;
  routeLinks: Record<number, RouteLink>;
}) {
  const titleId = `home-section-${index}`;
  return (
    <section
      className={`home-section home-section--${section.component} container`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{section.title}</h2>
      {section.component === 'popularRoutes' ? (
        <div className="route-columns">
          <RouteList routes={section.domestic} labelId="popularRoutesDomestic" links={routeLinks} />
          <RouteList routes={section.international} labelId="popularRoutesInternational" links={routeLinks} />
        </div>
      ) : section.component === 'whyChooseUs' ? (
        <>
          <ul className="reasons__list">
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
          <Link to={section.aboutPath} className="button button--primary">
            <FormattedMessage id="whyChooseUsLink" />
          </Link>
        </>
      ) : (
        <ContentCardGrid
          cards={section.items}
          layout={section.component === 'companies' ? 'logos' : 'carousel'}
        />
      )}
    </section>
  );
}
