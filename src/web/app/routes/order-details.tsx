import { localePrefix } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import { pageAction } from '../forms/page-action.server.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { CANCEL_INTENTS } from '../orders/cancel-intents.server.ts';
import { DISRUPTION_INTENTS } from '../orders/disruption-intents.server.ts';
import { FindBookingForm } from '../orders/find-booking-form.tsx';
import { FIND_BOOKING_INTENTS } from '../orders/find-booking-intents.server.ts';
import { OrderBody } from '../orders/order-body.tsx';
import { orderPageLoader } from '../orders/order-page.server.ts';
import type { OrderPageData } from '../orders/order-page-data.ts';
import { TripList } from '../orders/trip-list.tsx';
import { appPageMeta, NO_INDEX } from '../seo/route-seo.ts';
import orderStyles from '../styles/order-details.css?url';
import rightsStyles from '../styles/rights-panel.css?url';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/order-details.ts';

/** The booking steps' styles: the order's lines and outcome (issue #32). */
export const handle: StylesHandle = { styles: ['booking'] };

export const links: Route.LinksFunction = () => [
  { rel: 'stylesheet', href: orderStyles },
  { rel: 'stylesheet', href: rightsStyles },
];

export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...appPageMeta(matches, location.pathname, { title: 'ordersTitle', description: 'ordersDescription' }),
  NO_INDEX,
];

/**
 * `?ref=` with the order's secret cookie (the browser that booked) or signed in with the booking's address
 * shows the whole order; `step=cancel` adds the refund quote. Otherwise the page is the search form.
 */
export const loader = (args: Route.LoaderArgs) => orderPageLoader(args);

/** What the page's forms ask for: find a booking, cancel it or a sailing, answer a disruption. */
export const action = pageAction({ ...FIND_BOOKING_INTENTS, ...CANCEL_INTENTS, ...DISRUPTION_INTENTS });

/** Spec "Order details": find a booking, see it (masked unless this browser made it), cancel it. */
export default function OrderDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const page: OrderPageData = { ...loaderData, ...(actionData as Partial<OrderPageData> | undefined) };
  const title = intl.formatMessage({ id: 'ordersTitle' });
  return (
    <>
      <Breadcrumbs
        trail={[
          { name: intl.formatMessage({ id: 'navHome' }), path: localePrefix(locale) || '/' },
          { name: title, path: orderDetailsPath(locale) },
        ]}
      />
      <div className="container order-page">
        <h1>{title}</h1>
        {page.view ? (
          <OrderBody page={page} view={page.view} locale={locale} />
        ) : (
          <div className="order-page__find">
            {page.trips && page.trips.length > 0 && (
              <section className="my-trips" aria-labelledby="your-trips">
                <h2 id="your-trips">
                  <FormattedMessage id="ordersYourTrips" />
                </h2>
                <TripList trips={page.trips} locale={locale} />
              </section>
            )}
            <p className="order-page__intro">
              <FormattedMessage id="ordersIntro" />
            </p>
            {page.linkSent && (
              <p className="notice notice--ok" role="status" data-testid="sign-in-link-sent">
                <FormattedMessage id="ordersSignInLinkSent" values={page.linkSent} />
              </p>
            )}
            <FindBookingForm state={page.form ?? { reference: '', email: '', error: null, fields: [] }} />
          </div>
        )}
      </div>
    </>
  );
}
