import type { CheckoutError } from '#application/checkout/checkout-error.ts';
import type { CancelOrderFailure } from '#application/orders/cancel-order.ts';
import type { FieldError } from '#domain/errors/domain-error.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { checkoutRefusal } from '../../checkout-refusals.ts';
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

export function checkoutFailure(error: CheckoutError, lang: LocaleCode): Answer {
  if (error.code === 'priceChanged' && 'breakdown' in error)
    return {
      status: 409,
      body: { ...errorBody('priceChanged', 'priceChanged', lang), breakdown: error.breakdown },
    };
  if ('fields' in error && error.fields && error.fields.length > 0)
    return fieldFailure(error.code, error.fields, lang);
  const { status, key } = checkoutRefusal(error.code) ?? { status: 422, key: 'wrongReservationData' };
  return { status, body: errorBody(error.code, key, lang) };
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
