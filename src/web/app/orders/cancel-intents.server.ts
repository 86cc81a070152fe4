import { data, redirect } from 'react-router';
import { object } from 'yup';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { RefundChanged } from '#domain/orders/cancellation-quote.ts';
import { cancellationRequestSchema, legIndexSchema } from '#domain/orders/cancellation-request-schema.ts';
import { findBookingSchema } from '#domain/orders/find-booking-schema.ts';
import type { Order } from '#domain/orders/order.ts';
import { orderDetailsPath } from '#domain/orders/order-details-path.ts';
import type { Result } from '#domain/shared/result.ts';
import { intentOf } from '../forms/page-action.server.ts';
import { requestContext } from '../request-context.ts';
import { orderAccessFrom } from './order-access.server.ts';
import { type OrderPageData, PRIVATE } from './order-page-data.ts';
import { quoteView } from './order-view.server.ts';

/** The booking and the refund its traveller was quoted: the API's cancellation, on the page. */
const cancelSchema = cancellationRequestSchema.concat(findBookingSchema.pick(['reference']));

/**
 * The order page's cancellations, of the whole booking or of one sailing (decision 0067), at the refund shown.
 * Done, the page shows the order cancelled; a refund that changed comes back with its new quote.
 */
export const CANCEL_INTENTS = {
  cancel: intentOf({
    schema: cancelSchema,
    async run({ form, request, context, locale }) {
      const access = {
        ...orderAccessFrom(request, context, form.reference),
        acceptedRefund: form.acceptedRefund,
      };
      const cancelled = await context.get(requestContext).services.checkout.cancelOrder.execute(access);
      return cancelledAnswer(cancelled, form.reference, null, locale);
    },
  }),
  cancelLeg: intentOf({
    schema: cancelSchema.concat(object({ leg: legIndexSchema().required() })),
    async run({ form, request, context, locale }) {
      const access = {
        ...orderAccessFrom(request, context, form.reference),
        acceptedRefund: form.acceptedRefund,
      };
      const { checkout } = context.get(requestContext).services;
      const cancelled = await checkout.cancelOrderLeg.execute({ ...access, legIndex: form.leg });
      return cancelledAnswer(cancelled, form.reference, form.leg, locale);
    },
  }),
};

/** Done: the page shows the order; refused: the reason, and the new quote when the refund changed. */
function cancelledAnswer(
  cancelled: Result<Order, Refusal | RefundChanged>,
  reference: string,
  leg: number | null,
  locale: LocaleCode,
) {
  if (cancelled.ok) return redirect(orderDetailsPath(locale, reference), { headers: PRIVATE });
  const quote = 'quote' in cancelled.error ? quoteView(cancelled.error.quote, locale) : null;
  return data<Partial<OrderPageData>>(
    { quote, quotedLeg: leg, notice: cancelled.error.code },
    { headers: PRIVATE },
  );
}
