import { data, Link, redirect } from 'react-router';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { signedInOnly } from '../auth/route-access.server.ts';
import { sessionContext } from '../auth/session.server.ts';
import { orderSummary } from '../booking/order-summary.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { addressProofFrom } from '../orders/address-proof-cookie.server.ts';
import { DisruptionBanner } from '../orders/disruption-banner.tsx';
import { disruptionNotices } from '../orders/disruption-view.server.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import orderStyles from '../styles/order-details.css?url';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/my-trips.ts';

/**
 * Visitors are sent to sign in and brought back here afterwards, unless a sign-in link proved their address
 * in this browser (decision 0065).
 */
/** The booking steps' styles: the order's lines and outcome (issue #32). */
export const handle: StylesHandle = { styles: ['booking'] };

export const middleware: Route.MiddlewareFunction[] = [
  (args, next) => (addressProofFrom(args.request) ? undefined : signedInOnly(args, next)),
];

export const links: Route.LinksFunction = () => [{ rel: 'stylesheet', href: orderStyles }];

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'myTripsTitle', description: 'myTripsDescription' }),
  NO_INDEX,
];

/**
 * "My trips" (decision 0065): the bookings of the signed-in traveller's address, or of the address a sign-in
 * link proved, upcoming first, each opening My booking. A proof that has expired asks for a new link.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const email =
    context.get(sessionContext)?.email ??
    (await services.checkout.proveAddress.execute({ proof: addressProofFrom(request) }));
  if (!email) throw redirect(orderDetailsPath(locale));
  const orders = await services.checkout.listMyTrips.execute({ address: email });
  const trips = await Promise.all(
    orders.map(async (order) => {
      const summary = await orderSummary(services, order, locale);
      return {
        reference: summary.reference,
        status: summary.status,
        legs: summary.legs.map(({ id, from, to, departure, arrival }) => ({
          id,
          from,
          to,
          departure,
          arrival,
        })),
        finalPrice: summary.finalPrice,
        disruptions: await disruptionNotices(services, order),
      };
    }),
  );
  return data({ email, trips }, { headers: { 'Cache-Control': 'private, no-store' } });
}

export default function MyTripsPage({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const { email, trips } = loaderData;
  return (
    <section className="container narrow-page my-trips" aria-labelledby="my-trips-title">
      <h1 id="my-trips-title">
        <FormattedMessage id="myTripsTitle" />
      </h1>
      <p>
        <FormattedMessage id="myTripsDescription" />
      </p>
      {trips.length === 0 ? (
        <p role="status">
          <FormattedMessage id="myTripsEmpty" values={{ email }} />
        </p>
      ) : (
        <ul className="my-trips__list">
          {trips.map((trip) => (
            <li key={trip.reference} className="my-trips__trip">
              <Link to={orderDetailsPath(locale, trip.reference)} className="my-trips__reference">
                {trip.reference}
              </Link>
              <span className="my-trips__status">
                <FormattedMessage id={`orderStatus_${trip.status}`} />
              </span>
              <DisruptionBanner notices={trip.disruptions} legs={trip.legs} />
              <ul className="my-trips__legs">
                {trip.legs.map((leg) => (
                  <li key={leg.id}>
                    <strong>
                      {leg.from} → {leg.to}
                    </strong>{' '}
                    <FormattedMessage
                      id="sailingTimes"
                      values={{
                        departureDate: leg.departure.date,
                        departureTime: leg.departure.time,
                        arrivalDate: leg.arrival.date,
                        arrivalTime: leg.arrival.time,
                      }}
                    />
                  </li>
                ))}
              </ul>
              <span className="my-trips__price">{trip.finalPrice}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
