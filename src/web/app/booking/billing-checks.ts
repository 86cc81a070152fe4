import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import type { FieldError } from '#domain/errors/refusal.ts';
import { invoiceSchema } from '#domain/validation/invoice-schema.ts';
import { leaderSchema } from '#domain/validation/leader-schema.ts';
import { validateLeg } from '#domain/validation/leg-schema.ts';
import { paymentFormSchema } from '#domain/validation/payment-form-schema.ts';
import { validateWith } from '#domain/validation/validate.ts';
import type { InvoiceErrors, InvoiceValue } from './invoice-lookup.ts';
import type { FormErrors } from './traveller-errors.ts';

// The last step's checks with the server's own schemas. They are loaded when the traveller starts filling
// the form, not with the step: the schema library and the telephone numbering plans are most of their weight.

const prefixed = (prefix: string, fields: FieldError[]): FormErrors =>
  Object.fromEntries(fields.map((field) => [`${prefix}${field.path}`, field.key]));

/**
 * The last step's checks, run in the browser with the very schemas the server runs. Travellers are entered
 * once and sail every leg, so a refused passenger field of any leg lands on that traveller's field.
 */
export function billingErrors(state: BookingWizardState, today: string): FormErrors {
  const legErrors = state.bookingRequest.map((leg: LegBooking) => validateLeg(leg, { today }));
  const passengers = Object.assign(
    {},
    ...legErrors.map((checked) => (checked.ok ? {} : prefixed('', checked.error.fields))),
  ) as FormErrors;
  const leader = validateWith(leaderSchema, state.leader, 'invalidForm');
  const payment = validateWith(paymentFormSchema, state.payment, 'paymentFormUncompleted');
  return {
    ...passengers,
    ...(leader.ok ? {} : prefixed('leader.', leader.error.fields)),
    ...(payment.ok ? {} : prefixed('payment.', payment.error.fields)),
  };
}

/** The invoice section's errors by field (message keys), from the same schema the server checks. */
export function invoiceErrors(value: InvoiceValue): InvoiceErrors {
  const checked = validateWith(invoiceSchema, value, 'invalidForm');
  if (checked.ok) return {};
  return Object.fromEntries(checked.error.fields.map((field) => [field.path, field.key])) as InvoiceErrors;
}
