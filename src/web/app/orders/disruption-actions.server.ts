import { data, type RouterContextProvider, redirect } from 'react-router';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { requestContext } from '../request-context.ts';
import { orderAccessFrom } from './order-access.server.ts';

/** The order page's form fields these intents read. */
interface DisruptionForm {
  intent?: string;
  reference?: string;
  leg?: string;
  legIndex?: string;
  acceptedRefund?: string;
  disruptionKey?: string;
}

export const DISRUPTION_INTENTS = ['disruptionRefund', 'claim'];

const PRIVATE = { 'Cache-Control': 'private, no-store' };

/**
 * The order page's two answers to a disruption (issue #26 points 3 and 4): the full refund of a leg, and
 * the compensation claim of a late one; both by whoever may open the order, back on its disruption part.
 * The claim form of the rights panel posts to the page's address, whose `?ref=` names the booking.
 */
export async function disruptionAction(
  request: Request,
  context: Readonly<RouterContextProvider>,
  form: DisruptionForm,
  locale: LocaleCode,
) {
  const { services } = context.get(requestContext);
  const typed = form.reference ?? new URL(request.url).searchParams.get('ref') ?? '';
  const reference = normalizeReference(typed) ?? '';
  const access = orderAccessFrom(request, context, reference);
  const legIndex = Number(form.leg ?? form.legIndex);
  if (!Number.isInteger(legIndex) || legIndex < 0 || legIndex > 9) throw data(null, { status: 400 });
  const done =
    form.intent === 'claim'
      ? await services.disruptions.claimDisruptionCompensation.execute({
          ...access,
          legIndex,
          disruptionKey: (form.disruptionKey ?? '').slice(0, 200),
        })
      : await services.disruptions.takeDisruptionRefund.execute({
          ...access,
          legIndex,
          acceptedRefund: Number(form.acceptedRefund),
          by: 'traveller',
        });
  if (done.ok) return redirect(`${orderDetailsPath(locale, reference)}#disruption`, { headers: PRIVATE });
  return data({ notice: done.error.code, quote: null }, { headers: PRIVATE });
}
