import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import type { FieldError } from '#domain/errors/refusal.ts';

/** Field errors by the form's own names: `passengers[1].name`, `leader.email`, `payment.zipCode`. */
export type FormErrors = Record<string, string>;

/** The server names fields as `legs[0].passengers[1].name`; the form as `passengers[1].name`. */
export function serverErrors(fields: FieldError[]): FormErrors {
  return Object.fromEntries(fields.map((field) => [field.path.replace(/^legs\[\d+\]\./, ''), field.key]));
}

/** The parts of the last step, in the order the form shows them. */
const BILLING_SECTIONS = ['passengers', 'contact', 'delivery', 'invoice', 'terms'] as const;
export type BillingSection = (typeof BILLING_SECTIONS)[number];

/** Which part of the form a field belongs to, by its form name. */
function sectionOf(name: string): BillingSection {
  if (name.startsWith('leader.')) return 'contact';
  if (name === 'payment.checked') return 'terms';
  if (name.startsWith('payment.')) return 'delivery';
  if (name.startsWith('invoice.')) return 'invoice';
  return 'passengers';
}

/** The first part of the form, in reading order, that holds a refused field; null when none does. */
export function firstWrongSection(names: string[]): BillingSection | null {
  const wrong = new Set(names.map(sectionOf));
  return BILLING_SECTIONS.find((section) => wrong.has(section)) ?? null;
}

/** Where a field of the form keeps its value in the wizard: travellers on the first leg (they sail every leg). */
function valueAt(state: BookingWizardState, name: string): unknown {
  const steps = name.split(/[.[\]]+/).filter(Boolean);
  const root: unknown = steps[0] === 'leader' || steps[0] === 'payment' ? state : state.bookingRequest[0];
  return steps.reduce<unknown>((value, step) => (value as Record<string, unknown> | undefined)?.[step], root);
}

/** What the server refused, with each refused field's value then, so the refusal lasts until the field changes. */
export interface ServerRefusal {
  errors: FormErrors;
  values: Record<string, string>;
}

export function serverRefusal(errors: FormErrors, state: BookingWizardState): ServerRefusal {
  const values = Object.fromEntries(
    Object.keys(errors).map((name) => [name, JSON.stringify(valueAt(state, name)) ?? '']),
  );
  return { errors, values };
}

/** The server's refusals whose field the traveller has not changed since. */
export function standingServerErrors(refusal: ServerRefusal, state: BookingWizardState): FormErrors {
  return Object.fromEntries(
    Object.entries(refusal.errors).filter(
      ([name]) => (JSON.stringify(valueAt(state, name)) ?? '') === refusal.values[name],
    ),
  );
}
