import type { ReactNode } from 'react';
import { FieldError } from '../forms/field-error.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';

interface FieldProps {
  id: string;
  label: string;
  /** The message key of the field's error, when refused. */
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
    required?: boolean;
  }) => ReactNode;
}

/** A labelled control of the booking forms: label, hint, the control, and its error tied to it for screen readers. */
export function BookingField({ id, label, error, hint, required, children }: FieldProps) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="form-field booking-field">
      <label htmlFor={id}>
        <FormattedMessage id={label} />
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <p className="booking-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {children({
        id,
        ...(error ? { 'aria-invalid': true as const } : {}),
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        ...(required ? { required: true } : {}),
      })}
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}
