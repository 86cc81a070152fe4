import type { RouterContextProvider } from 'react-router';
import type { AppServices } from '#application/app-services.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import { sessionContext } from '../auth/session.server.ts';
import { orderSecretsFrom } from '../booking/order-cookie.server.ts';
import { orderSummary } from '../booking/order-summary.server.ts';
import { requestContext } from '../request-context.ts';
import { addressProofFrom } from './address-proof-cookie.server.ts';
import { disruptionNotices } from './disruption-view.server.ts';
import type { TripView } from './trip-list.tsx';

/** Each order as a line of a list of trips: its sailings, status, price and what the companies told. */
function tripViews(services: AppServices, orders: readonly Order[], locale: LocaleCode): Promise<TripView[]> {
  return Promise.all(
    orders.map(async (order) => {
      // The list shows each trip's price, not its money's history.
      const summary = await orderSummary(services, order, locale, null);
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
        disruptions: await disruptionNotices(services, order, locale),
      };
    }),
  );
}

/**
 * The trips this browser may list: those of the signed-in traveller's address or of the address a sign-in
 * link proved (`email`, null without either), and those this browser booked. `known` is false when there is
 * neither an address nor a booking, so there is nothing to look for.
 */
export async function myTrips(
  request: Request,
  context: Readonly<RouterContextProvider>,
  locale: LocaleCode,
) {
  const { services } = context.get(requestContext);
  const email =
    context.get(sessionContext)?.email ??
    (await services.checkout.proveAddress.execute({ proof: addressProofFrom(request) }));
  const secrets = orderSecretsFrom(request);
  if (!email && secrets.length === 0) return { known: false, email, trips: [] };
  const orders = await services.checkout.listMyTrips.execute({ address: email, secrets });
  return { known: true, email, trips: await tripViews(services, orders, locale) };
}
