import { data, redirect } from 'react-router';
import { findBookingSchema } from '#domain/orders/find-booking-schema.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import { type IntentRequest, intentOf } from '../forms/page-action.server.ts';
import { requestContext } from '../request-context.ts';
import { orderAccessFrom } from './order-access.server.ts';
import { type OrderPageData, PRIVATE } from './order-page-data.ts';
import { orderView } from './order-view.server.ts';

type Answer = Partial<OrderPageData>;

/** The search form again, with the fields or the reason it was refused. */
function refusedSearch(input: { reference?: string; email?: string }, error: string | null, fields = []) {
  const form = { reference: input.reference ?? '', email: input.email ?? '', error, fields };
  return data<Answer>(
    { view: null, form },
    { status: error === 'tooManyRequests' ? 429 : 200, headers: PRIVATE },
  );
}

const invalidSearch = (fields: never[], { form }: IntentRequest<{ reference?: string; email?: string }>) =>
  refusedSearch(form, null, fields);

/**
 * Finds the booking of a reference and e-mail; `resend` also sends its voucher again. The browser that booked,
 * or the traveller signed in, goes to the whole order as from its confirmation; anyone else sees it masked.
 */
async function findOrResend(resend: boolean, { form, request, context, locale }: IntentRequest<FindForm>) {
  const { services, clientIp } = context.get(requestContext);
  const useCase = resend ? services.checkout.resendVoucher : services.checkout.findBooking;
  const found = await useCase.execute({ ...form, ip: clientIp });
  if (!found.ok) return refusedSearch(form, found.error.code);
  const order = found.value;
  if ((await services.checkout.getOrder.execute(orderAccessFrom(request, context, order.reference))).ok) {
    return redirect(orderDetailsPath(locale, order.reference), { headers: PRIVATE });
  }
  const view = await orderView(services, order, 'masked', locale, null);
  return data<Answer>({ view, email: form.email, resent: resend }, { headers: PRIVATE });
}

type FindForm = { reference: string; email: string };

/** The order page's search: find a booking, send its voucher again, or e-mail a sign-in link (decision 0065). */
export const FIND_BOOKING_INTENTS = {
  find: intentOf({
    schema: findBookingSchema,
    invalid: invalidSearch,
    run: (request) => findOrResend(false, request),
  }),
  resend: intentOf({
    schema: findBookingSchema,
    invalid: invalidSearch,
    run: (request) => findOrResend(true, request),
  }),
  signin: intentOf({
    schema: findBookingSchema,
    invalid: invalidSearch,
    async run({ form, context }) {
      const { services, clientIp } = context.get(requestContext);
      const asked = await services.checkout.requestSignInLink.execute({ ...form, ip: clientIp });
      if (!asked.ok) return refusedSearch(form, asked.error.code);
      return data<Answer>({ view: null, linkSent: form }, { headers: PRIVATE });
    },
  }),
};
