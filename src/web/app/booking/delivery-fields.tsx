import {
  COURIER_COUNTRY,
  RECEIVE_TICKETS_METHODS,
  type ReceiveTicketsMethod,
} from '#domain/booking/payment-form.ts';
import { changePaymentForm } from '#domain/booking/wizard.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import { FieldError } from '../forms/field-error.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import { BillingInput } from './billing-controls.tsx';
import type { FormErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

const COURIER_ADDRESS = ['name', 'address', 'city', 'zipCode', 'prefecture', 'telephone'] as const;

/** Delivery by e-ticket only where every company of the booking issues them; courier only within Greece. */
function deliveryMethods(state: BookingWizardState): ReceiveTicketsMethod[] {
  const eTickets = state.routes.every((route) => route.trip.eTicket);
  return RECEIVE_TICKETS_METHODS.filter((method) => method !== 'eTicket' || eTickets);
}

/**
 * How the tickets reach the traveller, and the address when a courier brings them. Courier is offered only
 * with a Greek country of residence; chosen before the country changed, it stays chosen and marked, so the
 * traveller sees what to change rather than a greyed choice that still counts.
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
            disabled={
              method === 'courier' && chosen !== 'courier' && state.leader.country !== COURIER_COUNTRY
            }
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
