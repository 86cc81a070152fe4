import type { PaymentRedirect } from '#application/ports/payment-gateway.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import type { FieldError } from '#domain/errors/refusal.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { OrderInvoice } from '#domain/orders/order.ts';

export type CheckoutAnswer =
  | { ok: true; redirect: PaymentRedirect }
  | { ok: false; error: string; fields: FieldError[] };

/** "Pay and continue": the server places the order at `expectedFinalPrice` or says why not. */
export async function submitCheckout(
  state: BookingWizardState,
  locale: LocaleCode,
  expectedFinalPrice: number,
  invoice: OrderInvoice | null,
): Promise<CheckoutAnswer> {
  try {
    const response = await fetch('/checkout', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        locale,
        legs: state.bookingRequest,
        leader: state.leader,
        payment: state.payment,
        invoice,
        couponCode: state.coupon?.code ?? '',
        expectedFinalPrice,
      }),
    });
    const body = (await response.json()) as {
      redirect?: PaymentRedirect;
      error?: string;
      fields?: FieldError[];
    };
    if (response.ok && body.redirect) return { ok: true, redirect: body.redirect };
    return { ok: false, error: body.error ?? 'reservationError', fields: body.fields ?? [] };
  } catch {
    return { ok: false, error: 'reservationError', fields: [] };
  }
}

/** Sends the browser to the provider: a link, or a form posted on its behalf (Cardlink's redirect form). */
export function followRedirect(redirect: PaymentRedirect) {
  if (redirect.method === 'GET') {
    window.location.assign(redirect.url);
    return;
  }
  const form = document.createElement('form');
  form.method = 'POST';
  form.action = redirect.url;
  for (const [name, value] of Object.entries(redirect.fields)) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  form.submit();
}
