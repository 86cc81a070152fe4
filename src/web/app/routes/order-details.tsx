import { data, Form, redirect } from 'react-router';
import { type LocaleCode, localePrefix, splitLocalePath } from '#domain/i18n/locales.ts';
import { findBookingSchema } from '#domain/orders/find-booking-schema.ts';
import { legStatus } from '#domain/orders/leg-status.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { hasTickets, isCancellable } from '#domain/orders/order-status.ts';
import { validateWith } from '#domain/validation/validate.ts';
import { OrderDetails } from '../booking/order-details.tsx';
import { Link } from '../components/link.tsx';
import { Breadcrumbs } from '../content/breadcrumbs.tsx';
import { readForm } from '../forms/read-form.server.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { StylesHandle } from '../inline-styles.tsx';
import { CancelBookingButton, CancelBookingPanel } from '../orders/cancel-booking-panel.tsx';
import { awaitingChanges } from '../orders/change-awaiting-payment.server.ts';
import { type AwaitingChangeView, ChangeAwaitingPayment } from '../orders/change-awaiting-payment.tsx';
import { DISRUPTION_INTENTS, disruptionAction } from '../orders/disruption-actions.server.ts';
import { DisruptionBanner, type DisruptionNoticeView } from '../orders/disruption-banner.tsx';
import { disruptionLegViews } from '../orders/disruption-choices.server.ts';
import { DisruptionChoices } from '../orders/disruption-choices.tsx';
import type { DisruptionLegView } from '../orders/disruption-choices-view.ts';
import { disruptionNotices } from '../orders/disruption-view.server.ts';
import { FindBookingForm, type FindBookingFormState } from '../orders/find-booking-form.tsx';
import { FiscalDocumentLink } from '../orders/fiscal-document-link.tsx';
import { InvoiceDetails } from '../orders/invoice-details.tsx';
import { type LegView, legViews } from '../orders/leg-view.ts';
import { MoneyBackNotice } from '../orders/money-back-notice.tsx';
import { orderAccessFrom } from '../orders/order-access.server.ts';
import { OrderLegsPanel } from '../orders/order-legs-panel.tsx';
import { OrderRefundsPanel } from '../orders/order-refunds-panel.tsx';
import { orderView, quoteView } from '../orders/order-view.server.ts';
import type { OrderView, QuoteView } from '../orders/order-view.ts';
import { type RefundView, refundViews } from '../orders/refund-view.ts';
import { claimTrack } from '../orders/rights-panel.server.ts';
import { ClaimTrack } from '../orders/rights-panel.tsx';
import type { ClaimTrackView } from '../orders/rights-panel-view.ts';
import { TravellerParticulars } from '../orders/traveller-particulars.tsx';
import { myTrips } from '../orders/trip-list.server.ts';
import { TripList, type TripView } from '../orders/trip-list.tsx';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
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

/** Personal pages are never stored by browsers or proxies. */
const PRIVATE = { 'Cache-Control': 'private, no-store' };

interface PageData {
  view: OrderView | null;
  quote: QuoteView | null;
  /** The sailings of a multi-sailing order, and the one whose cancellation is quoted (decision 0067). */
  legs?: LegView[];
  quotedLeg?: number | null;
  notice: string | null;
  /**
   * Back from a change: confirmed or paid, it is being applied (decision 0068); held by staff, the traveller
   * was e-mailed a link to pay it (decision 0095).
   */
  changed?: 'underWay' | 'linkSent' | null;
  /** Held changes that cost something, offered to pay (decision 0095). */
  awaitingChanges?: AwaitingChangeView[];
  form: FindBookingFormState | null;
  /** The e-mail that found a masked order: the "send the voucher again" form proves the pair once more. */
  email?: string;
  resent?: boolean;
  /** A sign-in link was asked for: the same words whether or not the pair is a booking. */
  linkSent?: { reference: string; email: string };
  /** The compensation claims sent for the order's legs, followed like a refund (decision 0070). */
  claims?: ClaimTrackView[];
  /** Every refund of the order with its steps (decision 0075). */
  refunds?: RefundView[];
  /** What the companies told about the order's sailings (issue #26), to whoever sees the whole order. */
  disruptions?: DisruptionNoticeView[];
  /** Each disrupted leg with its choices and rights (issue #26 points 3 and 4). */
  disruptionLegs?: DisruptionLegView[];
  /** Without an order to show: the bookings this browser made or its traveller's address holds. */
  trips?: TripView[];
}

/**
 * `?ref=` with the order's secret cookie (the browser that booked) or signed in with the booking's address
 * shows the whole order; `step=cancel` adds the refund quote. Otherwise the page is the search form, the
 * reference filled in.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { services } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const url = new URL(request.url);
  const typed = (url.searchParams.get('ref') ?? '').slice(0, 40);
  const reference = normalizeReference(typed);
  const access = reference ? orderAccessFrom(request, context, reference) : null;
  const found = access ? await services.checkout.getOrder.execute(access) : null;
  if (!reference || !found?.ok) {
    const form = { reference: typed, email: '', error: null, fields: [] };
    const { trips } = await myTrips(request, context, locale);
    return data<PageData>({ view: null, quote: null, notice: null, form, trips }, { headers: PRIVATE });
  }
  const { order } = found.value;
  const page: PageData = {
    view: await orderView(services, order, 'full', locale, found.value.ledger),
    quote: null,
    notice: null,
    form: null,
    disruptions: await disruptionNotices(services, order, locale),
    changed: changedNotice(url.searchParams.get('changed')),
    awaitingChanges: await awaitingChanges(services, access!, locale),
  };
  const claimed = await services.claims.readOrderClaims.execute(access!);
  page.disruptionLegs = claimed.ok ? await disruptionLegViews(services, access!, claimed.value, locale) : [];
  // A claim beside its disruption is followed there; any other here, like a refund.
  const beside = new Set(
    page.disruptionLegs.flatMap((leg) =>
      [leg.rights?.claim?.id, leg.rights?.careClaim?.id].filter((id) => id !== undefined),
    ),
  );
  page.claims = claimed.ok
    ? claimed.value.claims.filter((claim) => !beside.has(claim.id)).map((claim) => claimTrack(claim, locale))
    : [];
  page.legs = legViews(order);
  page.refunds = refundViews(found.value.refunds, locale);
  const leg = legParam(url.searchParams.get('leg'));
  // A quote asked again for a sailing already cancelled (the address kept, reloaded, gone back to) is no
  // refusal: the page simply shows that sailing cancelled.
  const stillValid = leg !== null && order.legs[leg] !== undefined && legStatus(order.legs[leg]) === 'valid';
  if (url.searchParams.get('step') === 'cancel' && leg !== null && stillValid) {
    const quoted = await services.checkout.quoteLegCancellation.execute({ ...access!, legIndex: leg });
    if (quoted.ok) Object.assign(page, { quote: quoteView(quoted.value.quote, locale), quotedLeg: leg });
    else page.notice = quoted.error.code;
  } else if (url.searchParams.get('step') === 'cancel' && leg === null && isCancellable(order.status)) {
    const quoted = await services.checkout.quoteCancellation.execute(access!);
    if (quoted.ok) page.quote = quoteView(quoted.value.quote, locale);
    else page.notice = quoted.error.code;
  }
  return data(page, { headers: PRIVATE });
}

export async function action({ request, context }: Route.ActionArgs) {
  const { services, clientIp } = context.get(requestContext);
  const { locale } = splitLocalePath(pagePath(request));
  const form = await readForm(request, [
    'intent',
    'reference',
    'email',
    'acceptedRefund',
    'leg',
    'legIndex',
    'disruptionKey',
    'meals',
    'nights',
    'perNight',
  ]);
  if (DISRUPTION_INTENTS.includes(form.intent ?? '')) return disruptionAction(request, context, form, locale);
  if (form.intent === 'cancel' || form.intent === 'cancelLeg') {
    const reference = normalizeReference(form.reference ?? '') ?? '';
    const access = {
      ...orderAccessFrom(request, context, reference),
      acceptedRefund: Number(form.acceptedRefund),
    };
    const leg = form.intent === 'cancelLeg' ? (legParam(form.leg ?? null) ?? -1) : null;
    const cancelled =
      leg === null
        ? await services.checkout.cancelOrder.execute(access)
        : await services.checkout.cancelOrderLeg.execute({ ...access, legIndex: leg });
    if (cancelled.ok) return redirect(orderDetailsPath(locale, reference), { headers: PRIVATE });
    const quote = 'quote' in cancelled.error ? quoteView(cancelled.error.quote, locale) : null;
    return data<Partial<PageData>>(
      { quote, quotedLeg: leg, notice: cancelled.error.code },
      { headers: PRIVATE },
    );
  }
  if (!['find', 'resend', 'signin'].includes(form.intent ?? '')) throw data(null, { status: 400 });
  const input = { reference: form.reference ?? '', email: form.email ?? '' };
  const valid = validateWith(findBookingSchema, input, 'invalidForm');
  if (!valid.ok)
    return data<Partial<PageData>>(
      { view: null, form: { ...input, error: null, fields: valid.error.fields } },
      { headers: PRIVATE },
    );
  if (form.intent === 'signin') {
    const asked = await services.checkout.requestSignInLink.execute({ ...valid.value, ip: clientIp });
    if (!asked.ok) return refusedSearch(input, asked.error.code);
    return data<Partial<PageData>>({ view: null, linkSent: valid.value }, { headers: PRIVATE });
  }
  const useCase = form.intent === 'find' ? services.checkout.findBooking : services.checkout.resendVoucher;
  const found = await useCase.execute({ ...valid.value, ip: clientIp });
  if (!found.ok) return refusedSearch(input, found.error.code);
  const order = found.value;
  // The browser that booked, or the traveller signed in, gets the whole order, as from its confirmation.
  if ((await services.checkout.getOrder.execute(orderAccessFrom(request, context, order.reference))).ok) {
    return redirect(orderDetailsPath(locale, order.reference), { headers: PRIVATE });
  }
  return data<Partial<PageData>>(
    {
      view: await orderView(services, order, 'masked', locale, null),
      email: input.email,
      resent: form.intent === 'resend',
    },
    { headers: PRIVATE },
  );
}

/** What the change page said on its way back (`changed=1`, or `changed=link` for staff's costly change). */
function changedNotice(value: string | null): PageData['changed'] {
  if (value === null) return null;
  return value === 'link' ? 'linkSent' : 'underWay';
}

/** A sailing's index from the page's `leg` field; null when there is none. */
function legParam(value: string | null): number | null {
  return value !== null && /^\d$/.test(value) ? Number(value) : null;
}

/** The search form again, with why it was refused. */
function refusedSearch(input: { reference: string; email: string }, code: string) {
  return data<Partial<PageData>>(
    { view: null, form: { ...input, error: code, fields: [] } },
    { status: code === 'tooManyRequests' ? 429 : 200, headers: PRIVATE },
  );
}

/** Spec "Order details": find a booking, see it (masked unless this browser made it), cancel it. */
export default function OrderDetailsPage({ loaderData, actionData }: Route.ComponentProps) {
  const intl = useIntl();
  const { locale } = useRootData();
  const page: PageData = { ...loaderData, ...(actionData as Partial<PageData> | undefined) };
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

function OrderBody({ page, view, locale }: { page: PageData; view: OrderView; locale: LocaleCode }) {
  const { summary } = view;
  const full = view.access === 'full';
  const cancellable = full && isCancellable(summary.status);
  return (
    <>
      {full && <OrderDisruptions page={page} summary={summary} locale={locale} />}
      <p className={`order-status order-status--${summary.status}`}>
        <span className="order-status__label">
          <FormattedMessage id="ordersStatus" />
        </span>{' '}
        <strong data-testid="order-status">
          <FormattedMessage id={`orderStatus_${summary.status}`} />
        </strong>
      </p>
      <OrderNotices page={page} view={view} />
      {full && <ChangeAwaitingPayment reference={summary.reference} changes={page.awaitingChanges ?? []} />}
      {page.claims?.map((claim) => (
        <ClaimTrack key={claim.id} claim={claim} />
      ))}
      {page.notice && !page.quote && (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id={page.notice} />
        </p>
      )}
      {view.access === 'masked' && <MaskedOrderNotice page={page} view={view} />}
      {cancellable && page.quote && (
        <CancelBookingPanel
          reference={summary.reference}
          quote={page.quote}
          notice={page.notice}
          keepPath={orderDetailsPath(locale, summary.reference)}
          toAgency={view.paidThrough !== null}
          legIndex={page.quotedLeg ?? undefined}
          sailing={page.quotedLeg == null ? undefined : summary.legs[page.quotedLeg]}
        />
      )}
      <OrderLegsPanel
        reference={summary.reference}
        legs={page.legs ?? []}
        summary={summary}
        canCancel={full}
      />
      {full && <OrderRefundsPanel refunds={page.refunds ?? []} />}
      <OrderDetails summary={summary} paidThrough={view.paidThrough} />
      <TravellerParticulars particulars={view.particulars} />
      <InvoiceDetails invoice={view.invoice} />
      <div className="booking-outcome__actions order-page__actions">
        {full && hasTickets(summary.status) && (
          <a
            className="button button--primary"
            href={`/orders/${summary.reference}/voucher.pdf`}
            download={`kyma-${summary.reference}.pdf`}
          >
            <FormattedMessage id="downloadVoucher" />
          </a>
        )}
        {full && (hasTickets(summary.status) || view.laterDocuments.length > 0) && (
          <FiscalDocumentLink
            href={`/orders/${summary.reference}/document.pdf`}
            invoice={view.invoice}
            later={view.laterDocuments}
          />
        )}
        {cancellable && !page.quote && <CancelBookingButton reference={summary.reference} />}
        <Link className="button button--link" to={orderDetailsPath(locale)}>
          <FormattedMessage id="ordersFindAnother" />
        </Link>
      </div>
    </>
  );
}

/** What the companies told about the booking's sailings, and what the traveller may do about it (issue #26). */
function OrderDisruptions({
  page,
  summary,
  locale,
}: {
  page: PageData;
  summary: OrderView['summary'];
  locale: LocaleCode;
}) {
  return (
    <>
      <DisruptionBanner notices={page.disruptions ?? []} />
      <DisruptionChoices
        reference={summary.reference}
        views={page.disruptionLegs ?? []}
        claimAction={orderDetailsPath(locale, summary.reference)}
      />
    </>
  );
}

/** What happened to the order lately: its cancellation's refund, money given back, a change under way. */
function OrderNotices({ page, view }: { page: PageData; view: OrderView }) {
  return (
    <>
      {view.cancellation && (
        <p className="notice notice--ok" role="status">
          <FormattedMessage
            id={
              !view.cancellation.refundDue
                ? 'ordersCancelledNoRefund'
                : view.paidThrough
                  ? 'ordersCancelledToAgency'
                  : 'ordersCancelled'
            }
            values={{ amount: view.cancellation.refund }}
          />
        </p>
      )}
      <MoneyBackNotice moneyBack={view.moneyBack} />
      {page.changed === 'underWay' && (
        <p className="notice notice--ok" role="status" data-testid="change-under-way">
          <FormattedMessage id="changeUnderWay" />
        </p>
      )}
      {page.changed === 'linkSent' && (
        <p className="notice notice--ok" role="status" data-testid="change-link-sent">
          <FormattedMessage id="changeLinkSent" />
        </p>
      )}
    </>
  );
}

/**
 * Shown to whoever found the order by its reference and e-mail only: most of it is masked, and the voucher
 * can be sent again to the e-mail on the order.
 */
function MaskedOrderNotice({ page, view }: { page: PageData; view: OrderView }) {
  const { summary } = view;
  return (
    <div className="order-page__masked">
      <p>
        <FormattedMessage id="ordersMaskedNotice" />
      </p>
      {page.resent ? (
        <p className="notice notice--ok" role="status">
          <FormattedMessage id="ordersResendVoucherSent" />
        </p>
      ) : (
        hasTickets(summary.status) && (
          <Form method="post">
            <input type="hidden" name="intent" value="resend" />
            <input type="hidden" name="reference" value={summary.reference} />
            <input type="hidden" name="email" value={page.email ?? ''} />
            <button type="submit" className="button button--secondary">
              <FormattedMessage id="ordersResendVoucher" />
            </button>
          </Form>
        )
      )}
    </div>
  );
}
