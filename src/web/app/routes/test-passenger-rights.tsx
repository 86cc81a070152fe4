import { data } from 'react-router';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { paidPerLeg } from '#domain/orders/paid-per-leg.ts';
import type { DisruptionCause, LegDisruptionFacts } from '#domain/passenger-rights/leg-disruption-facts.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { orderAccessFrom } from '../orders/order-access.server.ts';
import { rightsPanel } from '../orders/rights-panel.server.ts';
import { PassengerRightsPanel } from '../orders/rights-panel.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import orderStyles from '../styles/order-details.css?url';
import panelStyles from '../styles/rights-panel.css?url';
import type { Route } from './+types/test-passenger-rights.ts';

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: orderStyles },
  { rel: 'stylesheet', href: panelStyles },
];

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, {
    title: 'rightsPanel_title',
    description: 'rightsPanel_title',
  }),
  NO_INDEX,
];

const MINUTE = 60_000;
const CAUSES: DisruptionCause[] = ['weather', 'extraordinary', 'other'];
const minutes = (url: URL, name: string) =>
  Math.max(0, Math.min(10_000, Number(url.searchParams.get(name)) || 0));

/**
 * Facts of a disruption as the URL states them, on the order's own leg: until the disruption events exist,
 * this is how the panel is seen (and tested). Departure and arrival delays and the journey in minutes.
 */
function factsFromUrl(url: URL, leg: { departureDatetime: string }, paidForLeg: number): LegDisruptionFacts {
  const departure = Date.parse(leg.departureDatetime);
  const at = (offset: number) => new Date(departure + offset * MINUTE).toISOString();
  const journey = minutes(url, 'journey') || 60;
  const cause = url.searchParams.get('cause') as DisruptionCause;
  const cancelled = url.searchParams.get('kind') === 'cancelled';
  return {
    kind: cancelled ? 'cancelled' : 'delayed',
    scheduledDeparture: at(0),
    scheduledArrival: at(journey),
    expectedDeparture: cancelled ? undefined : at(minutes(url, 'departureDelay')),
    expectedArrival: cancelled ? undefined : at(journey + minutes(url, 'arrivalDelay')),
    scheduledJourneyMinutes: journey,
    cause: CAUSES.includes(cause) ? cause : 'other',
    paidForLeg,
    knownBeforePurchase: url.searchParams.get('known') === '1',
  };
}

/** A test page: the rights panel of `?ref=`'s leg `?leg=` for the disruption the URL describes (read only). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const url = new URL(request.url);
  const reference = normalizeReference(url.searchParams.get('ref') ?? '');
  const found = reference
    ? await services.claims.readOrderClaims.execute(orderAccessFrom(request, context, reference))
    : null;
  const legIndex = Number(url.searchParams.get('leg') ?? 0);
  const leg = found?.ok ? found.value.order.legs[legIndex] : undefined;
  if (!found?.ok || !leg) throw data(null, { status: 404 });
  const facts = factsFromUrl(url, leg.booking, paidPerLeg(found.value.order.breakdown)[legIndex]!);
  const panel = await rightsPanel(services, found.value, { legIndex, disruptionKey: 'test', facts }, locale);
  return data({ panel }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function TestPassengerRights({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container order-page">
      <h1>
        <FormattedMessage id="ordersTitle" />
      </h1>
      <PassengerRightsPanel panel={loaderData.panel} />
    </div>
  );
}
