import type { CheckoutError } from '#application/checkout/checkout-error.ts';
import type { CancelOrderFailure } from '#application/orders/cancel-order.ts';
import type { FieldError } from '#domain/errors/domain-error.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { apiMessage } from './api-messages.ts';
import { errorBody } from './api-responses.ts';

type Answer = { status: number; body: unknown };

/** A form the domain refused field by field: 400 with each field's localized message. */
export function fieldFailure(code: string, fields: FieldError[], lang: LocaleCode): Answer {
  return {
    status: 400,
    body: errorBody(
      code,
      'invalidRequest',
      lang,
      fields.map((field) => ({ path: field.path, key: field.key, message: apiMessage(field.key, lang) })),
    ),
  };
}

/** Status and message key of each way placing or paying an order is refused (as the checkout page has them). */
const CHECKOUT_FAILURES: Partial<Record<string, { status: number; key: string }>> = {
  noAvailability: { status: 409, key: 'noAvailabilityOnDate' },
  tripNotFound: { status: 409, key: 'noAvailabilityOnDate' },
  tooManyHolds: { status: 429, key: 'tooManyHolds' },
  insufficientCreditLimit: { status: 409, key: 'insufficientCreditLimit' },
  bookingExpired: { status: 409, key: 'reservationError' },
  reservationError: { status: 409, key: 'reservationError' },
  paymentFormUncompleted: { status: 409, key: 'paymentFormUncompleted' },
  upstreamUnavailable: { status: 503, key: 'upstreamUnavailable' },
};

export function checkoutFailure(error: CheckoutError, lang: LocaleCode): Answer {
  if (error.code === 'priceChanged' && 'breakdown' in error)
    return {
      status: 409,
      body: { ...errorBody('priceChanged', 'priceChanged', lang), breakdown: error.breakdown },
    };
  if ('fields' in error && error.fields && error.fields.length > 0)
    return fieldFailure(error.code, error.fields, lang);
  const known = CHECKOUT_FAILURES[error.code];
  return known
    ? { status: known.status, body: errorBody(error.code, known.key, lang) }
    : { status: 422, body: errorBody(error.code, 'wrongReservationData', lang) };
}

/** Quoting or cancelling refused; a moved refund answers the new quote for the client to accept. */
export function cancellationFailure(
  code: CancelOrderFailure['code'],
  lang: LocaleCode,
  failure?: CancelOrderFailure,
): Answer {
  switch (code) {
    case 'reservationNotFound':
      return { status: 404, body: errorBody(code, 'reservationNotFound', lang) };
    case 'upstreamUnavailable':
      return { status: 503, body: errorBody(code, 'upstreamUnavailable', lang) };
    case 'refundChanged':
      return {
        status: 409,
        body: {
          ...errorBody(code, 'ordersRefundChanged', lang),
          ...(failure && 'quote' in failure ? { quote: failure.quote } : {}),
        },
      };
    default:
      return { status: 409, body: errorBody(code, 'ordersNotCancellable', lang) };
  }
}
