import type { SiteImage } from '#application/content-site/content-site-model.ts';
import type { Itinerary } from '#domain/connections/itinerary.ts';
import { filterItineraries, sortItineraries } from '#domain/connections/itinerary-offer.ts';
import type { ResultsFilters } from '#domain/results/filter-trips.ts';
import type { SortOrder } from '#domain/results/sort-trips.ts';
import type { Accommodations } from '#domain/search/accommodations.ts';
import { useIntl } from '../i18n/intl.tsx';
import { ConnectionCard } from './connection-card.tsx';

interface ConnectionsSectionProps {
  itineraries: Itinerary[];
  /** Whether the day has direct sailings: the connections are then an alternative, not the answer. */
  hasDirect: boolean;
  sort: SortOrder;
  filters: ResultsFilters;
  accommodations: Accommodations;
  logos: Record<string, SiteImage>;
  portName(code: string): string;
}

/** The connections found (issue #28 point 1), in the order and through the filters the sailings use. */
export function ConnectionsSection(props: ConnectionsSectionProps) {
  const { itineraries, hasDirect, sort, filters, accommodations, logos, portName } = props;
  const intl = useIntl();
  if (itineraries.length === 0) return null;
  const shown = sortItineraries(filterItineraries(itineraries, filters), sort);
  return (
    <section className="results-connections" aria-labelledby="connections-title">
      <h2 id="connections-title" className="results-leg__title">
        {intl.formatMessage({ id: hasDirect ? 'resultsConnectionsBetter' : 'resultsConnectionsTitle' })}
      </h2>
      <p className="results-leg__count">
        {intl.formatMessage(
          { id: 'resultsConnectionsIntro' },
          { count: shown.length, total: itineraries.length },
        )}
      </p>
      {shown.length === 0 ? (
        <p className="results-empty__title">{intl.formatMessage({ id: 'resultsNoMatch' })}</p>
      ) : (
        <ol className="results-connections__list">
          {shown.map((itinerary) => (
            <li key={itinerary.id}>
              <ConnectionCard
                itinerary={itinerary}
                accommodations={accommodations}
                logos={logos}
                portName={portName}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
