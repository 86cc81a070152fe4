import type { ReactNode } from 'react';
import { BookingField } from './booking-field.tsx';
import type { FormErrors } from './traveller-errors.ts';

export interface BillingInputProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The form's errors: the field's is found by its id (`leader-email` answers to `leader.email`). */
  errors: FormErrors;
  type?: string;
  autoComplete?: string;
  hint?: ReactNode;
  inputMode?: 'numeric' | 'tel' | 'email';
}

/** A required text field of the billing step. */
export function BillingInput({
  id,
  label,
  value,
  onChange,
  errors,
  type,
  autoComplete,
  hint,
  inputMode,
}: BillingInputProps) {
  return (
    <BookingField id={id} label={label} error={errors[id.replaceAll('-', '.')]} hint={hint} required>
      {(props) => (
        <input
          {...props}
          type={type ?? 'text'}
          autoComplete={autoComplete}
          inputMode={inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </BookingField>
  );
}

interface SelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** `key` where two options share a value (countries with one calling code). */
  options: { key?: string; value: string; label: string }[];
  /** The text of the first, unselectable option, shown until the traveller picks one. */
  placeholder?: string;
  error?: string;
  required?: boolean;
  autoComplete?: string;
}

/** A drop-down of the billing step. */
export function BillingSelect({
  id,
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  required,
  autoComplete,
}: SelectProps) {
  return (
    <BookingField id={id} label={label} error={error} required={required}>
      {(props) => (
        <select
          {...props}
          autoComplete={autoComplete}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        >
          {placeholder === undefined ? null : (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.key ?? option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </BookingField>
  );
}
