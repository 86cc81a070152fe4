import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { PaymentForm } from '#domain/booking/payment-form.ts';
import { type FormRefusal, refusal } from '#domain/errors/refusal.ts';
import type { OrderInvoice, OrderLeader } from '#domain/orders/order.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { orderInvoiceSchema } from '#domain/validation/invoice-schema.ts';
import { leaderSchema } from '#domain/validation/leader-schema.ts';
import { validateLeg } from '#domain/validation/leg-schema.ts';
import { paymentFormSchema } from '#domain/validation/payment-form-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';

/** What the traveller entered for an order: the legs, the lead traveller, payment and invoice sections. */
export interface OrderForm {
  legs: LegBooking[];
  leader: OrderLeader;
  payment: PaymentForm;
  invoice: OrderInvoice | null;
}

/** Checks every section of the order form; a refusal names its fields from the whole request. */
export function validateOrderForm(form: OrderForm, today: string): Result<true, FormRefusal> {
  if (form.legs.length === 0) return err(refusal('invalidForm', [{ path: 'legs', key: 'fieldRequired' }]));
  for (const [index, leg] of form.legs.entries()) {
    const checked = validateLeg(leg, { today });
    if (!checked.ok) return err(underPath(`legs[${index}]`, checked.error));
  }
  const leader = validateWith(leaderSchema, form.leader, 'invalidForm');
  if (!leader.ok) return err(underPath('leader', leader.error));
  const payment = validateWith(paymentFormSchema, form.payment, 'paymentFormUncompleted');
  if (!payment.ok) return err(underPath('payment', payment.error));
  if (form.invoice) {
    const invoice = validateWith(orderInvoiceSchema, form.invoice, 'invalidForm');
    if (!invoice.ok) return err(underPath('invoice', invoice.error));
  }
  return ok(true);
}

/** A section's refusal with its fields named from the whole request (`leader.email`, `legs[1].…`). */
function underPath(section: string, error: FormRefusal): FormRefusal {
  return { ...error, fields: error.fields.map((field) => ({ ...field, path: `${section}.${field.path}` })) };
}
