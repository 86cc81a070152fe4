import { Form, useNavigation } from 'react-router';
import { FieldError } from '../forms/field-error.tsx';
import type { FieldFailure } from '../forms/form-answer.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

export interface FindBookingFormState {
  reference: string;
  email: string;
  /** A form-level refusal (`reservationNotFound`, `tooManyRequests`), or none. */
  error: string | null;
  fields: FieldFailure[];
}

/** Reference and e-mail: a plain form post, so it works before (and without) JavaScript. */
export function FindBookingForm({ state }: { state: FindBookingFormState }) {
  const intl = useIntl();
  const pending = useNavigation().state === 'submitting';
  const errorOf = (name: string) => state.fields.find((field) => field.path === name)?.key;
  const describedBy = (name: string, hint?: string) =>
    [hint, errorOf(name) ? `find-${name}-error` : undefined].filter(Boolean).join(' ') || undefined;
  return (
    <Form method="post" className="find-booking" aria-labelledby="find-booking-title" noValidate>
      {state.error && (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id={state.error} />
        </p>
      )}
      <div className="form-field">
        <label htmlFor="find-reference">{intl.formatMessage({ id: 'reservationNumber' })}</label>
        <input
          id="find-reference"
          name="reference"
          defaultValue={state.reference}
          required
          maxLength={40}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="find-booking__reference"
          aria-invalid={errorOf('reference') ? true : undefined}
          aria-describedby={describedBy('reference', 'find-reference-hint')}
        />
        <p className="form-field__hint" id="find-reference-hint">
          <FormattedMessage id="ordersReferenceHint" />
        </p>
        <FieldError id="find-reference-error" messageKey={errorOf('reference')} />
      </div>
      <div className="form-field">
        <label htmlFor="find-email">{intl.formatMessage({ id: 'ordersEmailLabel' })}</label>
        <input
          id="find-email"
          name="email"
          type="email"
          defaultValue={state.email}
          required
          maxLength={254}
          autoComplete="email"
          aria-invalid={errorOf('email') ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        <FieldError id="find-email-error" messageKey={errorOf('email')} />
      </div>
      {/* The first button is the one Enter presses: looking the booking up. */}
      <button type="submit" name="intent" value="find" className="button button--primary" disabled={pending}>
        <FormattedMessage id="ordersFind" />
      </button>
      <button
        type="submit"
        name="intent"
        value="signin"
        className="button button--secondary"
        disabled={pending}
      >
        <FormattedMessage id="ordersSignInLink" />
      </button>
    </Form>
  );
}
