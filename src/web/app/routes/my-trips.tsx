import { data, redirect } from 'react-router';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { signedInOnly } from '../auth/route-access.server.ts';
import { orderSecretsFrom } from '../booking/order-cookie.server.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { addressProofFrom } from '../orders/address-proof-cookie.server.ts';
import { myTrips } from '../orders/trip-list.server.ts';
import { TripList } from '../orders/trip-list.tsx';
import { pagePath } from '../page-path.ts';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import orderStyles from '../styles/order-details.css?url';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/my-trips.ts';

/**
 * Visitors are sent to sign in and brought back here afterwards, unless a sign-in link proved their address
 * in this browser (decision 0065) or this browser made bookings (their secrets are its cookies).
 */
/** The booking steps' styles: the order's lines and outcome (issue #32). */
export const handle: StylesHandle = { styles: ['booking'] };

export const middleware: Route.MiddlewareFunction[] = [
  (args, next) =>
    addressProofFrom(args.request) || orderSecretsFrom(args.request).length > 0
      ? undefined
      : signedInOnly(args, next),
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
  const { locale } = splitLocalePath(pagePath(request));
  const { known, email, trips } = await myTrips(request, context, locale);
  if (!known) throw redirect(orderDetailsPath(locale));
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
        <FormattedMessage id={email ? 'myTripsDescription' : 'myTripsDeviceDescription'} />
      </p>
      {trips.length === 0 ? (
        <p role="status">
          <FormattedMessage id={email ? 'myTripsEmpty' : 'myTripsDeviceEmpty'} values={{ email }} />
        </p>
      ) : (
        <TripList trips={trips} locale={locale} />
      )}
    </section>
  );
}
