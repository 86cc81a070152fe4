import { RECEIVE_TICKETS_METHODS, type ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import { changePaymentForm } from '#domain/booking/wizard.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import { FieldError } from '../forms/field-error.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { BillingInput } from './billing-controls.tsx';
import type { FormErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

const COURIER_ADDRESS = ['name', 'address', 'city', 'zipCode', 'prefecture', 'telephone'] as const;

/** Delivery by e-ticket only where every company of the booking issues them; courier to any Greek address. */
function deliveryMethods(state: BookingWizardState): ReceiveTicketsMethod[] {
  const eTickets = state.routes.every((route) => route.trip.eTicket);
  return RECEIVE_TICKETS_METHODS.filter((method) => method !== 'eTicket' || eTickets);
}

/**
 * How the tickets reach the traveller, and the address in Greece when a courier brings them (a home, a
 * hotel, a friend's), whatever the traveller's country of residence.
 */
export function DeliveryFields({ wizard, errors }: { wizard: BookingWizard; errors: FormErrors }) {
  const { state, update } = wizard;
  const chosen = state.payment.receiveTicketsMethod;
  const error = errors['payment.receiveTicketsMethod'];
  const errorId = 'payment-receiveTicketsMethod-error';
  return (
    <fieldset className="booking-card booking-group" aria-describedby={error ? errorId : undefined}>
      <legend>
        <FormattedMessage id="deliveryTitle" /> <span aria-hidden="true">*</span>
      </legend>
      {deliveryMethods(state).map((method) => (
        <label className="booking-choice" key={method}>
          <input
            type="radio"
            name="receiveTicketsMethod"
            value={method}
            checked={chosen === method}
            aria-invalid={error && chosen === method ? true : undefined}
            aria-describedby={error && chosen === method ? errorId : undefined}
            onChange={() => update((s) => changePaymentForm(s, { receiveTicketsMethod: method }))}
          />
          <span>
            <strong>
              <FormattedMessage id={`delivery_${method}`} />
            </strong>
            <br />
            <FormattedMessage id={`deliveryHint_${method}`} />
          </span>
        </label>
      ))}
      <FieldError id={errorId} messageKey={error} />
      {chosen === 'courier' ? (
        <div className="booking-grid">
          {COURIER_ADDRESS.map((name) => (
            <BillingInput
              key={name}
              id={`payment-${name}`}
              label={`courier_${name}`}
              value={state.payment[name]}
              onChange={(value) => update((s) => changePaymentForm(s, { [name]: value }))}
              errors={errors}
            />
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
