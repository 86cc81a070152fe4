import { data } from 'react-router';
import { checkoutEvent } from '#application/marketing/order-marketing-events.ts';
import { marketingAllowed } from '#domain/consent/consent.ts';
import { localePrefix } from '#domain/i18n/locales.ts';
import { paymentReturnOrigin } from '#domain/site/return-origin.ts';
import { checkoutRequestSchema } from '#domain/validation/cart-schema.ts';
import { refusalData } from '../../refusal-http.ts';
import { sessionContext } from '../auth/session.server.ts';
import { secureCookiesFor } from '../auth/session-cookies.server.ts';
import { readJsonRequest } from '../booking/json-request.server.ts';
import { orderSetCookie } from '../booking/order-cookie.server.ts';
import { resellerOf } from '../booking/reseller-of.server.ts';
import { marketingOrigin, recordMarketing, refererPage } from '../consent/record-marketing.server.ts';
import { requestContext } from '../request-context.ts';
import type { Route } from './+types/checkout.ts';

/**
 * `POST /checkout` (JSON): "Pay and continue". Places the order at the price the traveller saw, starts the
 * card payment and answers where to send the browser; the order's secret goes into an HttpOnly cookie.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const body = await readJsonRequest(request, checkoutRequestSchema);
  if (!body.ok) return body.response;
  const { services, publicUrl, clientIp, consent } = context.get(requestContext);
  const actor = context.get(sessionContext);
  const input = body.value;
  const reseller = await resellerOf(context);
  const placed = await services.checkout.placeOrder.execute({
    ...input,
    userId: actor?.id ?? null,
    resellerUserId: reseller?.userId ?? null,
    clientIp,
    marketingConsent: marketingAllowed(consent),
    marketingOrigin: marketingOrigin(request, context.get(requestContext), refererPage(request, publicUrl)),
  });
  if (!placed.ok) return refusalData(placed.error);
  const { order, token } = placed.value;
  const headers = { 'Set-Cookie': orderSetCookie(order.reference, token, secureCookiesFor(publicUrl)) };
  await recordMarketing(
    request,
    context.get(requestContext),
    checkoutEvent(order),
    refererPage(request, publicUrl),
  );
  if (order.paymentMethod === 'creditLimit') {
    const paid = await services.checkout.payWithCredit.execute({ order });
    if (!paid.ok) return refusalData(paid.error);
    const url = `${localePrefix(order.locale)}/bootes-success?ref=${encodeURIComponent(order.reference)}`;
    return data({ reference: order.reference, redirect: { method: 'GET', url } }, { headers });
  }
  const started = await services.checkout.startPayment.execute({
    order,
    returnOrigin: paymentReturnOrigin(new URL(request.url).origin, publicUrl),
  });
  if (!started.ok) return refusalData(started.error);
  return data({ reference: order.reference, redirect: started.value }, { headers });
}
