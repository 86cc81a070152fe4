import { data } from 'react-router';
import { localePrefix } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { travellerOutcome } from '#domain/orders/traveller-outcome.ts';
import { orderTokenFrom } from '../booking/order-cookie.server.ts';
import { useRefreshWhile } from '../booking/use-refresh-while.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { requestContext } from '../request-context.ts';
import { NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/bootes-success.ts';

/** The booking steps' styles: the order's lines and outcome (issue #32). */
export const handle: StylesHandle = { styles: ['booking'] };

export const meta: Route.MetaFunction = () => [{ title: 'Kyma' }, NO_INDEX];

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/** Spec §2 "/bootes-success": the reseller's confirmation, details not shown: the customer gets the voucher. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const reference = new URL(request.url).searchParams.get('ref') ?? '';
  const found = await services.checkout.getOrder.execute({
    reference,
    token: orderTokenFrom(request, reference),
  });
  if (!found.ok) return data({ order: null }, { status: 404, headers: PRIVATE });
  const { order } = found.value;
  return data(
    {
      order: {
        reference: order.reference,
        status: order.status,
        email: order.leader.email,
        ticketsIssued: order.tickets.length > 0,
      },
    },
    { headers: PRIVATE },
  );
}

export default function BootesSuccess({ loaderData }: Route.ComponentProps) {
  const { locale } = useRootData();
  const { order } = loaderData;
  const outcome = order ? travellerOutcome(order.status, order.ticketsIssued) : 'notFound';
  const issuing = outcome === 'issuing';
  useRefreshWhile(issuing);
  if (order && outcome === 'afterSale') {
    return (
      <section className="container booking-outcome" aria-labelledby="outcome-title">
        <h1 id="outcome-title">
          <FormattedMessage id={`orderStatus_${order.status}`} />
        </h1>
        <Link className="button button--primary" to={orderDetailsPath(locale, order.reference)}>
          <FormattedMessage id="ordersManageLink" />
        </Link>
      </section>
    );
  }
  if (!order || (outcome !== 'ticketed' && !issuing)) {
    return (
      <section className="container booking-outcome booking-outcome--failed" aria-labelledby="outcome-title">
        <h1 id="outcome-title">
          <FormattedMessage id="reservationFailureTitle" />
        </h1>
        <p className="booking-outcome__lead">
          <FormattedMessage
            id={outcome === 'notFound' ? 'reservationNotFound' : `reservationFailure_${outcome}`}
          />
        </p>
      </section>
    );
  }
  return (
    <section
      className="container booking-outcome booking-outcome--done"
      aria-labelledby="outcome-title"
      aria-busy={issuing}
    >
      <div className="booking-outcome__head">
        {issuing ? (
          <div className="booking-outcome__spinner" aria-hidden="true" />
        ) : (
          <span className="booking-outcome__check" aria-hidden="true">
            ✓
          </span>
        )}
        <div>
          <h1 id="outcome-title">
            <FormattedMessage id={issuing ? 'successIssuingTitle' : 'successTitle'} />
          </h1>
          <p>
            <FormattedMessage
              id="bootesSuccessText"
              values={{ reference: order.reference, email: order.email }}
            />
          </p>
          <p className="order-details__reference">{order.reference}</p>
        </div>
      </div>
      <div className="booking-outcome__actions">
        {issuing ? null : (
          <a className="button button--secondary" href={`/orders/${order.reference}/voucher.pdf`}>
            <FormattedMessage id="downloadVoucher" />
          </a>
        )}
        <Link className="button button--primary" to={`${localePrefix(locale)}/booknow`}>
          <FormattedMessage id="newBooking" />
        </Link>
      </div>
    </section>
  );
}
