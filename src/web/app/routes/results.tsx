import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { data, type ShouldRevalidateFunctionArgs } from 'react-router';
import { enterBooknow } from '#domain/booking/wizard.ts';
import { BOOKING_STEPS } from '#domain/booking/wizard-state.ts';
import { canJumpTo, jumpTo } from '#domain/booking/wizard-steps.ts';
import { chosenConnectionFromParams, findChosenConnection } from '#domain/connections/chosen-connection.ts';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { searchEvent } from '#domain/marketing/page-events.ts';
import { parseResultsQuery } from '#domain/search/results-query.ts';
import { isSameSearch } from '#domain/search/results-url.ts';
import { newSearchQuery, type SearchQuery, searchedLegs } from '#domain/search/search-query.ts';
import { businessDay } from '#domain/site/business-day.ts';
import { useBreadcrumb } from '../booking/breadcrumb-step.ts';
import { LeaveBookingDialog } from '../booking/leave-booking-dialog.tsx';
import { resellerOf } from '../booking/reseller-of.server.ts';
import { useBookingWizard } from '../booking/use-booking-wizard.ts';
import { useShownStep } from '../booking/use-shown-step.ts';
import { useStepHistory } from '../booking/use-step-history.ts';
import { ServerHtmlUntil } from '../components/server-html-until.tsx';
import { recordMarketing } from '../consent/record-marketing.server.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { dayStrips, longDayText, shortDayText } from '../results/results-data.server.ts';
import { ResultsView } from '../results/results-view.tsx';
import { useChosenConnection } from '../results/use-chosen-connection.ts';
import { LazySearchForm, preloadSearchForm } from '../search/lazy-search-form.tsx';
import { unpackPorts } from '../search/packed-ports.ts';
import { loadSearchPorts, type SearchPort } from '../search/search-ports.server.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/results.ts';

const SEARCH_PARAMS = ['from', 'to', 'date', 'return', 'trip'];

/**
 * The booking steps (forms, countries, phone numbers, schemas) load when a sailing is chosen, not with the
 * results: they never render on the server (the wizard starts at step 0 there).
 */
const loadBookingSteps = () => import('../booking/booking-steps.tsx');
const BookingSteps = lazy(() => loadBookingSteps().then((module) => ({ default: module.BookingSteps })));

/** A sailing chosen: step 2's code is fetched while the traveller looks for Continue. */
function usePreloadedSteps(chosen: boolean) {
  useEffect(() => {
    if (chosen) void loadBookingSteps().then((module) => module.preloadStep(1));
  }, [chosen]);
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const params = new URL(request.url).searchParams;
  const today = businessDay(services.clock.now());
  const searchPorts = await loadSearchPorts(services, locale);
  const ports = searchPorts.packed;
  if (!SEARCH_PARAMS.some((name) => params.has(name)))
    return { kind: 'start' as const, ports, today, search: newSearchQuery() };

  const parsed = parseResultsQuery(params, today, searchPorts.codes);
  if (!parsed.ok) {
    const { search, fields } = parsed.error;
    return data({ kind: 'invalid' as const, ports, today, search, errors: fields }, { status: 400 });
  }
  const view = parsed.value;
  // Order and filters are applied in the page from the address, so changing them needs no new search.
  const [results, strips, reseller, logos] = await Promise.all([
    services.ferry.searchFares.execute({ query: view.search }),
    dayStrips(services, view, today, locale),
    resellerOf(context),
    services.contentSite.companyLogos(),
  ]);
  const connections = await services.ferry.searchConnections.execute({
    query: view.search,
    direct: results.legs[0]?.trips ?? [],
    directPartial: results.partial,
  });
  const chosen = chosenConnectionFromParams(params);
  const shownTrips = [
    ...results.legs.flatMap((leg) => leg.trips),
    ...connections.itineraries.flatMap((itinerary) => itinerary.legs),
  ];
  const shownCompanies = new Set(shownTrips.map((trip) => trip.company.code));
  const disruptions = await services.disruptions.listTripDisruptions.execute({
    tripIds: results.legs.flatMap((leg) => leg.trips.map((trip) => trip.tripId)),
  });
  const days = searchedLegs(view.search).map((leg) => leg.departureDate);
  await recordMarketing(request, context.get(requestContext), searchEvent(view.search));
  return {
    kind: 'results' as const,
    ports,
    today,
    search: view.search,
    results,
    /** Journeys with a change of ship (issue #28). */
    connections: connections.itineraries,
    /** The connection chosen on a one-way search's results, as this multi-trip search finds it again. */
    chosenConnection:
      chosen &&
      findChosenConnection(
        chosen,
        results.legs.map((leg) => leg.trips),
      ),
    strips,
    /** Sailings with a known disruption, by trip id (issue #26). */
    disruptions,
    /** Logos of the companies on the page, by company code (the others get a monogram). */
    logos: Object.fromEntries(Object.entries(logos).filter(([code]) => shownCompanies.has(code))),
    legDays: days.map((day) => longDayText(day, locale)),
    summaryDays: days.map((day) => shortDayText(day, locale)),
    // The booking session this page starts; a booking kept in session storage keeps its own.
    uuid: crypto.randomUUID(),
    /** A signed-in reseller books on its credit limit (booknow). */
    resellerUserId: reseller?.userId ?? 0,
  };
}

/**
 * Reordering, filtering or moving between booking steps only rewrites the address: the sailings already on
 * the page are enough. The same address again (Search again after a partial answer) does search again.
 */
export function shouldRevalidate({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  const sameSearch =
    currentUrl.href !== nextUrl.href &&
    currentUrl.pathname === nextUrl.pathname &&
    isSameSearch(currentUrl.searchParams, nextUrl.searchParams);
  return sameSearch ? false : defaultShouldRevalidate;
}

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'resultsTitle', description: 'resultsEmptyText' }),
  NO_INDEX,
];

function portNamer(ports: SearchPort[]) {
  const names = new Map(ports.map((port) => [port.code, port.name]));
  return (code: string) => names.get(code) ?? code;
}

/**
 * The search, folded above the results once there are results to look at: its form is in the page (it
 * works without JavaScript) but its code, its data (ports, fares by day) and its hydration wait until it
 * is opened, the first moment anybody needs it (decision 0040); pointing at it or focusing it starts
 * fetching the code.
 */
function SearchPanel({ summary, children }: { summary?: string; children: React.ReactNode }) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  const panel = useRef<HTMLDetailsElement>(null);
  // Opened before the page's script ran: its toggle went unheard.
  useEffect(() => {
    if (panel.current?.open) setOpened(true);
  }, []);
  if (!summary) return <div className="search-panel container">{children}</div>;
  return (
    <details
      ref={panel}
      className="search-panel search-panel--folded container"
      onToggle={(event) => event.currentTarget.open && setOpened(true)}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: a summary is interactive, it opens its details */}
      <summary
        className="search-panel__summary"
        onPointerEnter={preloadSearchForm}
        onTouchStart={preloadSearchForm}
        onFocus={preloadSearchForm}
      >
        <span className="search-panel__text">{summary}</span>
        <span className="search-panel__change">{intl.formatMessage({ id: 'resultsChangeSearch' })}</span>
      </summary>
      <ServerHtmlUntil live={opened}>{children}</ServerHtmlUntil>
    </details>
  );
}

function summaryOf(
  search: SearchQuery,
  days: string[],
  portName: (code: string) => string,
  intl: ReturnType<typeof useIntl>,
) {
  const route = searchedLegs(search)
    .map((leg, index) => `${portName(leg.departurePort)} → ${portName(leg.destinationPort)}, ${days[index]}`)
    .join(' · ');
  return `${route} · ${intl.formatMessage({ id: 'resultsTravellers' }, { ...search.accommodations })}`;
}

function SearchResults({
  loaderData,
}: {
  loaderData: Extract<Route.ComponentProps['loaderData'], { kind: 'results' }>;
}) {
  const intl = useIntl();
  const { search, uuid, ports, today } = loaderData;
  const { locale } = useRootData();
  const wizard = useBookingWizard(search, uuid, locale);
  const { resellerUserId } = loaderData;
  const { update } = wizard;
  useEffect(() => {
    if (resellerUserId !== 0) update((state) => enterBooknow(state, resellerUserId, true));
  }, [resellerUserId, update]);
  // The step on the screen: the next one replaces it at the page's top once its code is there, never an
  // empty placeholder meanwhile (the footer jumped up, then down: issue #48).
  const step = useShownStep(wizard.state.currentStep);
  usePreloadedSteps(wizard.state.routes.length > 0);
  useBreadcrumb({
    step,
    open: BOOKING_STEPS.map((_, index) => canJumpTo(wizard.state, index)),
    jump: (step) => wizard.attempt((state) => jumpTo(state, step)),
  });
  useStepHistory(wizard);
  useChosenConnection(wizard, loaderData.chosenConnection);
  const portName = portNamer(unpackPorts(ports));
  // One dialog above both views, so moving between steps keeps the one blocker.
  return (
    <>
      <LeaveBookingDialog wizard={wizard} />
      {/* One boundary around the results and the steps: mounted and shown already, a step that is still
          loading (a transition) keeps what is on the screen instead of showing the fallback. */}
      <Suspense fallback={<div className="container booking-step" aria-busy="true" />}>
        {step !== 0 ? (
          <BookingSteps wizard={wizard} step={step} portName={portName} />
        ) : (
          <>
            <h1 className="visually-hidden">{intl.formatMessage({ id: 'resultsTitle' })}</h1>
            <SearchPanel summary={summaryOf(search, loaderData.summaryDays, portName, intl)}>
              <LazySearchForm ports={ports} initial={search} today={today} variant="compact" />
            </SearchPanel>
            <ResultsView
              search={search}
              results={loaderData.results}
              connections={loaderData.connections}
              chosenConnection={loaderData.chosenConnection}
              disruptions={loaderData.disruptions}
              legDays={loaderData.legDays}
              strips={loaderData.strips}
              today={today}
              logos={loaderData.logos}
              portName={portName}
              wizard={wizard}
            />
          </>
        )}
      </Suspense>
    </>
  );
}

/** The results step of the booking wizard: the search, then its sailings; or the form with what to fix. */
export default function Results({ loaderData }: Route.ComponentProps) {
  // Each answer of the loader is a booking session of its own (issue #30): after leaving a booking, Forward
  // (even before the page left has loaded) answers anew and must not show the booking left on the screen.
  if (loaderData.kind === 'results') return <SearchResults key={loaderData.uuid} loaderData={loaderData} />;
  return (
    <section className="results-start container" aria-labelledby="results-title">
      <h1 id="results-title">
        <FormattedMessage id={loaderData.kind === 'invalid' ? 'resultsFixSearch' : 'resultsEmptyTitle'} />
      </h1>
      <p>
        <FormattedMessage id="resultsEmptyText" />
      </p>
      <LazySearchForm
        ports={loaderData.ports}
        initial={loaderData.search}
        today={loaderData.today}
        errors={loaderData.kind === 'invalid' ? loaderData.errors : []}
        variant="compact"
      />
    </section>
  );
}
