import { data, type RouterContextProvider } from 'react-router';
import { splitLocalePath } from '#domain/i18n/locales.ts';
import { legStatus } from '#domain/orders/leg-status.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { isCancellable } from '#domain/orders/order-status.ts';
import { pagePath } from '../page-path.ts';
import { requestContext } from '../request-context.ts';
import { awaitingChanges } from './change-awaiting-payment.server.ts';
import { disruptionLegViews } from './disruption-choices.server.ts';
import { disruptionNotices } from './disruption-view.server.ts';
import { legViews } from './leg-view.ts';
import { orderAccessFrom } from './order-access.server.ts';
import { type OrderPageData, PRIVATE } from './order-page-data.ts';
import { orderView, quoteView } from './order-view.server.ts';
import { refundViews } from './refund-view.ts';
import { claimTrack } from './rights-panel.server.ts';
import { myTrips } from './trip-list.server.ts';

type LoaderArgs = { request: Request; context: Readonly<RouterContextProvider> };

/**
 * `?ref=` with the order's secret cookie (the browser that booked) or signed in with the booking's address
 * shows the whole order; `step=cancel` adds the refund quote. Otherwise the page is the search form, the
 * reference filled in.
 */
export async function orderPageLoader({ request, context }: LoaderArgs) {
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
    return data<OrderPageData>({ view: null, quote: null, notice: null, form, trips }, { headers: PRIVATE });
  }
  const { order } = found.value;
  const page: OrderPageData = {
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
  const { quoteLegCancellation, quoteChange } = services.checkout;
  page.legs = legViews(order, {
    cancellation: (legIndex) => quoteLegCancellation.onRequest(order, legIndex),
    change: (legIndex) => quoteChange.onRequest(order, legIndex),
  });
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

/** What the change page said on its way back (`changed=1`, or `changed=link` for staff's costly change). */
function changedNotice(value: string | null): OrderPageData['changed'] {
  if (value === null) return null;
  return value === 'link' ? 'linkSent' : 'underWay';
}

/** A sailing's index from the page's `leg` field; null when there is none. */
function legParam(value: string | null): number | null {
  return value !== null && /^\d$/.test(value) ? Number(value) : null;
}
