import type { ReactNode } from 'react';
import { FormattedMessage } from '../i18n/intl.tsx';

/** A back-office form field: its label (a message key) for the control `id`, then the control and any hint. */
export function LabelledField({
  id,
  label,
  className = 'admin-filters__field',
  children,
}: {
  id: string;
  label: string;
  /** `admin-refund__field` in the money forms (refund, credit adjustment). */
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>
        <FormattedMessage id={label} />
      </label>
      {children}
    </div>
  );
}
