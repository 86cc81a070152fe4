import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router';
import type { PopularRoute } from '../../../application/content-site/content-site-model.ts';
import { ContentCardGrid } from './content-card-grid.tsx';
import type { DisplaySection } from './date-text.server.ts';

function RouteList({ routes, labelId }: { routes: PopularRoute[]; labelId: string }) {
  if (routes.length === 0) return null;
  return (
    <div className="route-list">
      <h3>
        <FormattedMessage id={labelId} />
      </h3>
      <ul>
        {routes.map((route) => (
          <li key={route.id} className="route-list__item">
            <span className="route-list__title">{route.title}</span>
            <span className="route-list__ports">
              {route.departurePort} → {route.destinationPort}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One block of the home page as staff arranged it; each kind has its own layout. */
export function HomeSectionView({ section, index }: { section: DisplaySection; index: number }) {
  const titleId = `home-section-${index}`;
  return (
    <section
      className={`home-section home-section--${section.component} container`}
      aria-labelledby={titleId}
    >
      <h2 id={titleId}>{section.title}</h2>
      {section.component === 'popularRoutes' ? (
        <div className="route-columns">
          <RouteList routes={section.domestic} labelId="popularRoutesDomestic" />
          <RouteList routes={section.international} labelId="popularRoutesInternational" />
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
        <ContentCardGrid cards={section.items} />
      )}
    </section>
  );
}
