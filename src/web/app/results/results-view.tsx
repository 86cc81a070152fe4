import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { SiteImage } from '#application/content-site/content-site-model.ts';
import type { TripDisruptionMark } from '#application/disruptions/list-trip-disruptions.ts';
import type { SearchFaresOutput } from '#application/search/search-fares.ts';
import { selectTrip } from '#domain/booking/wizard.ts';
import { canGoForward } from '#domain/booking/wizard-steps.ts';
import type { ChosenConnectionState } from '#domain/connections/chosen-connection.ts';
import type { Itinerary } from '#domain/connections/itinerary.ts';
import { filterTrips, newResultsFilters } from '#domain/results/filter-trips.ts';
import { sortTrips } from '#domain/results/sort-trips.ts';
import { fastestTripIds } from '#domain/results/trip-summary.ts';
import { filtersFromParams, resultsSearchParams, sortFromParams } from '#domain/search/results-url.ts';
import { type SearchQuery, setSearchedDate } from '#domain/search/search-query.ts';
import type { Trip } from '#domain/trips/trip.ts';
import type { BookingWizard } from '../booking/use-booking-wizard.ts';
import { Link } from '../components/link.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { resultsPath } from '../search/results-path.ts';
import { useRootData } from '../use-root-data.ts';
import { ChosenConnectionNotice } from './chosen-connection-notice.tsx';
import { ConnectionsSection } from './connections-section.tsx';
import { ContinueBar } from './continue-bar.tsx';
import { DayStrip } from './day-strip.tsx';
import { FareMonth } from './fare-month.tsx';
import type { StripDay } from './results-data.server.ts';
import { ResultsFilters } from './results-filters.tsx';
import { TripCard } from './trip-card.tsx';

export interface ResultsViewProps {
  search: SearchQuery;
  results: SearchFaresOutput;
  /** Journeys with a change of ship, for a one-way search (issue #28). */
  connections: Itinerary[];
  /** The connection "Book this connection" carried here, as found again; null when none was. */
  chosenConnection?: ChosenConnectionState | null;
  /** Sailings with a known disruption, by trip id. */
  disruptions: Record<string, TripDisruptionMark>;
  /** Per searched crossing: the heading's day, written out on the server. */
  legDays: string[];
  strips: StripDay[][];
  /** The business day: no earlier day can be chosen in a crossing's fare calendar. */
  today: string;
  /** Company logos by company code. */
  logos: Record<string, SiteImage>;
  portName(code: string): string;
  wizard: BookingWizard;
}

/** "Outbound", "Return", or "Trip 2" for multiple trips. */
function legTitle(search: SearchQuery, index: number): { id: string; values?: Record<string, number> } {
  if (search.typeOfTrip === 'multipleTrips')
    return { id: 'resultsTripNumber', values: { number: index + 1 } };
  return { id: index === 0 ? 'resultsOutbound' : 'resultsReturn' };
}

function companiesOf(legs: Array<{ trips: Trip[] }>) {
  const names = new Map<string, string>();
  for (const leg of legs) for (const trip of leg.trips) names.set(trip.company.code, trip.company.name);
  return [...names].map(([code, name]) => ({ code, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * Step 0 of the booking (spec §2 "Results"): one list per searched crossing, ordered and filtered from
 * the address (so the view is shareable and needs no new search), Select per sailing, and Continue once
 * every crossing has one.
 */
export function ResultsView(props: ResultsViewProps) {
  const { search, results, legDays, strips, logos, portName, wizard, disruptions, today } = props;
  const intl = useIntl();
  const { locale } = useRootData();
  const [params, setParams] = useSearchParams();
  const addressed = params.toString();
  // The order and filters live in the address; a copy kept here answers every click at once, while the
  // address catches up in a navigation (which React renders later, as a transition).
  const [shown, setShown] = useState(() => ({
    sort: sortFromParams(params),
    filters: filtersFromParams(params),
  }));
  // biome-ignore lint/correctness/useExhaustiveDependencies: the address is compared as text
  useEffect(() => {
    setShown({ sort: sortFromParams(params), filters: filtersFromParams(params) });
  }, [addressed]);
  const { sort, filters } = shown;
  // The connections' companies are filtered like the sailings', so the filter lists them too.
  const companies = companiesOf([...results.legs, ...props.connections.map((it) => ({ trips: it.legs }))]);
  const selectedIds = new Set(wizard.state.routes.map((route) => `${route.legIndex}:${route.trip.id}`));

  return (
    <div className="results-layout container">
      <aside className="results-layout__filters">
        <ResultsFilters
          search={search}
          sort={sort}
          filters={filters}
          companies={companies}
          onChange={(nextSort, nextFilters) => {
            setShown({ sort: nextSort, filters: nextFilters });
            setParams(resultsSearchParams({ search, sort: nextSort, filters: nextFilters }), {
              replace: true,
              preventScrollReset: true,
            });
          }}
        />
      </aside>
      <div className="results-layout__lists">
        <ChosenConnectionNotice
          chosen={props.chosenConnection ?? null}
          passengers={search.accommodations.passengers}
        />
        {results.partial && (
          <p className="notice notice--warning" role="status">
            {intl.formatMessage({ id: 'resultsPartial' })}{' '}
            <Link to={resultsPath(locale, { search, sort, filters })} preventScrollReset>
              {intl.formatMessage({ id: 'resultsSearchAgain' })}
            </Link>
          </p>
        )}
        {results.legs.map((leg, index) => {
          const title = legTitle(search, index);
          const trips = sortTrips(filterTrips(leg.trips, filters), sort);
          const fastest = fastestTripIds(leg.trips);
          const headingId = `leg-${index}-title`;
          return (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: a list per searched crossing, in crossing order
              key={`${leg.leg.departurePort}-${index}`}
              className="results-leg"
              aria-labelledby={headingId}
            >
              <h2 id={headingId} className="results-leg__title">
                <span className="results-leg__kind">
                  {intl.formatMessage({ id: title.id }, title.values)}
                </span>
                <span>
                  {portName(leg.leg.departurePort)} → {portName(leg.leg.destinationPort)}
                </span>
                <span className="results-leg__day">{legDays[index]}</span>
              </h2>
              <DayStrip
                days={strips[index] ?? []}
                label={intl.formatMessage(
                  { id: 'resultsOtherDays' },
                  { leg: intl.formatMessage({ id: title.id }, title.values) },
                )}
              />
              <FareMonth
                // Another searched day (from the strip, say) starts the calendar afresh on that day's month.
                key={leg.leg.departureDate}
                search={search}
                legIndex={index}
                today={today}
                pathOf={(day) =>
                  resultsPath(locale, { search: setSearchedDate(search, index, day), sort, filters })
                }
              />
              {leg.trips.length === 0 ? (
                <div className="results-empty">
                  <p className="results-empty__title">{intl.formatMessage({ id: 'resultsNoSailings' })}</p>
                  <p>{intl.formatMessage({ id: 'resultsTryOtherDays' })}</p>
                </div>
              ) : trips.length === 0 ? (
                <div className="results-empty">
                  <p className="results-empty__title">{intl.formatMessage({ id: 'resultsNoMatch' })}</p>
                  <Link
                    to={resultsPath(locale, { search, sort, filters: newResultsFilters() })}
                    replace
                    preventScrollReset
                  >
                    {intl.formatMessage({ id: 'resultsClearFilters' })}
                  </Link>
                </div>
              ) : (
                <>
                  <p className="results-leg__count">
                    {intl.formatMessage(
                      { id: 'resultsCount' },
                      { count: trips.length, total: leg.trips.length },
                    )}
                  </p>
                  <ol className="results-leg__trips">
                    {trips.map((trip) => (
                      <li key={trip.id}>
                        <TripCard
                          trip={trip}
                          logo={logos[trip.company.code]}
                          portName={portName}
                          fastest={fastest.has(trip.id)}
                          disruption={disruptions[trip.tripId]}
                          selected={selectedIds.has(`${index}:${trip.id}`)}
                          onSelect={() => wizard.attempt((state) => selectTrip(state, index, trip))}
                        />
                      </li>
                    ))}
                  </ol>
                </>
              )}
            </section>
          );
        })}
        <ConnectionsSection
          itineraries={props.connections}
          hasDirect={(results.legs[0]?.trips.length ?? 0) > 0}
          sort={sort}
          filters={filters}
          accommodations={search.accommodations}
          logos={logos}
          portName={portName}
        />
      </div>
      {canGoForward(wizard.state) && <ContinueBar wizard={wizard} />}
    </div>
  );
}
