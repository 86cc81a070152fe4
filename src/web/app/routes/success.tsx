import { data, redirect } from 'react-router';
import { localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { type TravellerOutcome, travellerOutcome } from '#domain/orders/traveller-outcome.ts';
import { offeredPassCode } from '#domain/wallet/leg-pass.ts';
import { OrderDetails } from '../booking/order-details.tsx';
import { orderSummary } from '../booking/order-summary.server.ts';
import type { OrderSummary } from '../booking/order-summary.ts';
import { TryAgainLink } from '../booking/try-again-link.tsx';
import { useRefreshWhile } from '../booking/use-refresh-while.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { FiscalDocumentLink } from '../orders/fiscal-document-link.tsx';
import { InvoiceDetails } from '../orders/invoice-details.tsx';
import { MoneyBackNotice } from '../orders/money-back-notice.tsx';
import { orderAccessFrom } from '../orders/order-access.server.ts';
import { paymentView } from '../orders/order-view.server.ts';
import { PaidElsewhereNotice } from '../orders/paid-elsewhere-notice.tsx';
import { WalletPassLinks } from '../orders/wallet-pass-links.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { NO_INDEX } from '../seo/route-seo.ts';
import { useRootData } from '../use-root-data.ts';
import type { Route } from './+types/success.ts';

/** The booking steps' styles: the order's lines and outcome (issue #32). */
export const handle: StylesHandle = { styles: ['booking'] };

export const meta: Route.MetaFunction = ({ loaderData: loaded }) => [
  { title: loaded && 'summary' in loaded && loaded.summary ? `Kyma · ${loaded.summary.reference}` : 'Kyma' },
  NO_INDEX,
];

/** Personal pages are never stored by browsers or proxies. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * The order for whoever proves it: the browser that booked, the traveller signed in or holding a sign-in
 * link's proof see it whole; a browser back from a verified payment without any of those (a payment link
 * opened elsewhere) sees it masked (decision 0113); anyone else, the page of an unknown reference.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const url = new URL(request.url);
  const reference = url.searchParams.get('ref') ?? '';
  const found = await services.checkout.getOrder.execute(orderAccessFrom(request, context, reference));
  if (found.ok && url.searchParams.has('paid')) {
    // The browser proves the order itself: the payment's proof leaves the address, so an address shared
    // or kept in a history shows nothing to a browser without the order's own proof.
    url.searchParams.delete('paid');
    return redirect(`${url.pathname}${url.search}`, { headers: PRIVATE });
  }
  if (found.ok) {
    const { order } = found.value;
    return data(
      {
        summary: await orderSummary(services, order, locale, found.value.ledger),
        ...(await paymentView(services, order, locale)),
        invoice: order.invoice,
        // Cancelled or refunded after its tickets were issued: not a failed reservation.
        afterSale: order.tickets.length > 0,
        masked: false,
        passCodes: order.legs.map((_, legIndex) => offeredPassCode(order, legIndex)),
      },
      { headers: PRIVATE },
    );
  }
  const paid = await services.checkout.openPaidReturn.execute({
    reference,
    proof: url.searchParams.get('paid') ?? '',
  });
  if (!paid.ok)
    return data(
      {
        summary: null,
        moneyBack: null,
        paidThrough: null,
        invoice: null,
        afterSale: false,
        masked: false,
        passCodes: [],
      },
      { status: 404, headers: PRIVATE },
    );
  const order = paid.value;
  return data(
    {
      summary: await orderSummary(services, order, locale, null),
      ...(await paymentView(services, order, locale)),
      invoice: order.invoice,
      afterSale: order.tickets.length > 0,
      masked: true,
      passCodes: [],
    },
    { headers: PRIVATE },
  );
}

/** The page for a missing order is the failure page with its own sentence. */
function outcomeOf(summary: OrderSummary | null, ticketsIssued: boolean): TravellerOutcome | 'notFound' {
  return summary ? travellerOutcome(summary.status, ticketsIssued) : 'notFound';
}

/** Spec §2 "Success page" and the reservation-failure page, by what became of the order. */
export default function Success({ loaderData }: Route.ComponentProps) {
  const { summary, moneyBack } = loaderData;
  const outcome = outcomeOf(summary, loaderData.afterSale);
  useRefreshWhile(outcome === 'issuing');
  if (outcome === 'issuing' && summary) return <IssuingOutcome summary={summary} />;
  if (outcome === 'afterSale' && summary) return <AfterSaleOutcome summary={summary} moneyBack={moneyBack} />;
  if (outcome !== 'ticketed' || !summary) return <FailedOutcome outcome={outcome} />;
  return <TicketedOutcome loaderData={loaderData} summary={summary} />;
}

type LoaderData = Route.ComponentProps['loaderData'];

/** The tickets are being issued: the page refreshes itself until they are. */
function IssuingOutcome({ summary }: { summary: OrderSummary }) {
  return (
    <section className="container booking-outcome" aria-live="polite" aria-busy="true">
      <noscript>
        <meta httpEquiv="refresh" content="2" />
      </noscript>
      <div className="booking-outcome__spinner" aria-hidden="true" />
      <h1>
        <FormattedMessage id="successIssuingTitle" />
      </h1>
      <p>
        <FormattedMessage id="successIssuingText" values={{ reference: summary.reference }} />
      </p>
    </section>
  );
}

/** Cancelled or refunded after its tickets were issued: its status, what went back, and its page. */
function AfterSaleOutcome({
  summary,
  moneyBack,
}: {
  summary: OrderSummary;
  moneyBack: LoaderData['moneyBack'];
}) {
  const { locale } = useRootData();
  return (
    <section className="container booking-outcome" aria-labelledby="outcome-title">
      <h1 id="outcome-title">
        <FormattedMessage id={`orderStatus_${summary.status}`} />
      </h1>
      <MoneyBackNotice moneyBack={moneyBack} />
      <Link className="button button--primary" to={orderDetailsPath(locale, summary.reference)}>
        <FormattedMessage id="ordersManageLink" />
      </Link>
    </section>
  );
}

/** No tickets: why, whom to ask, and after a declined card the way back to the booking. */
function FailedOutcome({ outcome }: { outcome: ReturnType<typeof outcomeOf> }) {
  const { locale, shell } = useRootData();
  const home = localePrefix(locale) || '/';
  const contact = { phone: shell.contact.phones[0] ?? '', email: shell.contact.salesEmail };
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
      <p>
        <FormattedMessage id="reservationFailureContact" values={contact} />
      </p>
      <div className="booking-outcome__actions">
        {outcome === 'declined' && <TryAgainLink />}
        <Link
          className={`button ${outcome === 'declined' ? 'button--secondary' : 'button--primary'}`}
          to={home}
        >
          <FormattedMessage id="backToHome" />
        </Link>
      </div>
    </section>
  );
}

/** The tickets are issued: the booking, its voucher, printing, managing it, and a new booking. */
function TicketedOutcome({ loaderData, summary }: { loaderData: LoaderData; summary: OrderSummary }) {
  const { locale } = useRootData();
  const intl = useIntl();
  const home = localePrefix(locale) || '/';
  return (
    <section className="container booking-outcome booking-outcome--done" aria-labelledby="outcome-title">
      <div className="booking-outcome__head">
        <span className="booking-outcome__check" aria-hidden="true">
          ✓
        </span>
        <div>
          <h1 id="outcome-title">
            <FormattedMessage id="successTitle" />
          </h1>
          <p>
            <FormattedMessage id="successText" values={{ email: summary.email }} />
          </p>
        </div>
      </div>
      <MoneyBackNotice moneyBack={loaderData.moneyBack} />
      {loaderData.masked && <PaidElsewhereNotice reference={summary.reference} email={summary.email} />}
      <OrderDetails summary={summary} paidThrough={loaderData.paidThrough} />
      <InvoiceDetails invoice={loaderData.invoice} />
      {summary.legs.map((sailing, legIndex) => (
        <WalletPassLinks
          key={`${sailing.from}-${sailing.to}-${sailing.departure.date}-${sailing.departure.time}`}
          reference={summary.reference}
          legIndex={legIndex}
          code={loaderData.passCodes[legIndex] ?? null}
          route={sailing}
        />
      ))}
      <div className="booking-outcome__actions no-print">
        {/* The voucher and the receipt open with the order's own proof only. */}
        {!loaderData.masked && (
          <>
            <a
              className="button button--primary"
              href={`/orders/${summary.reference}/voucher.pdf`}
              download={`kyma-${summary.reference}.pdf`}
            >
              <FormattedMessage id="downloadVoucher" />
            </a>
            <FiscalDocumentLink
              href={`/orders/${summary.reference}/document.pdf`}
              invoice={loaderData.invoice}
            />
          </>
        )}
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          <FormattedMessage id="printBooking" />
        </button>
        <Link className="button button--secondary" to={orderDetailsPath(locale, summary.reference)}>
          <FormattedMessage id="ordersManageLink" />
        </Link>
        <Link className="button button--secondary" to={home}>
          <FormattedMessage id="newBooking" />
        </Link>
      </div>
      <p className="booking-outcome__note">
        {intl.formatMessage({ id: `deliveryNote_${summary.delivery}` })}
      </p>
    </section>
  );
}
