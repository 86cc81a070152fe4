import type { CheckoutError } from '#application/checkout/checkout-error.ts';
import type { FerryError } from '#application/ferry/ferry-network.ts';
import type { CancelOrderFailure } from '#application/orders/cancel-order.ts';
import type { FieldError } from '#domain/errors/domain-error.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { type Answer, errorBody, failureResponse } from '../booking/api-responses.ts';
import { cancellationFailure, checkoutFailure, fieldFailure } from '../booking/order-failures.ts';

/**
 * A refusal as a handler returns it, named by the family its code comes from (until the refusals are one
 * shape, issue #31 item 3): the registrar words every one of them here and nowhere else.
 */
export type ApiRefusal =
  | { ferry: FerryError }
  | { checkout: CheckoutError }
  | { cancellation: CancelOrderFailure }
  | { form: { code: string; fields: FieldError[] } }
  | { status: 401 | 403 | 404 | 429; code: string; key: string };

/** The HTTP answer of a refusal, in the caller's language. */
export function refusalAnswer(refusal: ApiRefusal, lang: LocaleCode): Answer {
  if ('ferry' in refusal) return failureResponse(refusal.ferry, lang);
  if ('checkout' in refusal) return checkoutFailure(refusal.checkout, lang);
  if ('cancellation' in refusal)
    return cancellationFailure(refusal.cancellation.code, lang, refusal.cancellation);
  if ('form' in refusal) return fieldFailure(refusal.form.code, refusal.form.fields, lang);
  return { status: refusal.status, body: errorBody(refusal.code, refusal.key, lang) };
}
