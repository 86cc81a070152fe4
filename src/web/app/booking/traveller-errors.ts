import type { LegBooking } from '../../../domain/booking/leg-booking.ts';
import type { BookingWizardState } from '../../../domain/booking/wizard-state.ts';
import type { FieldError } from '../../../domain/errors/domain-error.ts';
import { leaderSchema } from '../../../domain/validation/leader-schema.ts';
import { validateLeg } from '../../../domain/validation/leg-schema.ts';
import { paymentFormSchema } from '../../../domain/validation/payment-form-schema.ts';
import { validateWith } from '../../../domain/validation/validate.ts';

/** Field errors by the form's own names: `passengers[1].name`, `leader.email`, `payment.zipCode`. */
export type FormErrors = Record<string, string>;

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
  const payment = validateWith(paymentFormSchema, state.payment, 'paymentFormUncompleted', {
    country: state.leader.country,
  });
  return {
    ...passengers,
    ...(leader.ok ? {} : prefixed('leader.', leader.error.fields)),
    ...(payment.ok ? {} : prefixed('payment.', payment.error.fields)),
  };
}

/** The server names fields as `legs[0].passengers[1].name`; the form as `passengers[1].name`. */
export function serverErrors(fields: FieldError[]): FormErrors {
  return Object.fromEntries(fields.map((field) => [field.path.replace(/^legs\[\d+\]\./, ''), field.key]));
}
