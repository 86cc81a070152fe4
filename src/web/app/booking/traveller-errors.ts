import type { FieldError } from '#domain/errors/domain-error.ts';

/** Field errors by the form's own names: `passengers[1].name`, `leader.email`, `payment.zipCode`. */
export type FormErrors = Record<string, string>;

/** The server names fields as `legs[0].passengers[1].name`; the form as `passengers[1].name`. */
export function serverErrors(fields: FieldError[]): FormErrors {
  return Object.fromEntries(fields.map((field) => [field.path.replace(/^legs\[\d+\]\./, ''), field.key]));
}
