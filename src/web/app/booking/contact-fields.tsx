import { changeLeader } from '#domain/booking/wizard.ts';
import type { OrderLeader } from '#domain/orders/order.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { BillingInput, type BillingInputProps, BillingSelect } from './billing-controls.tsx';
import type { CountryOption } from './countries.ts';
import type { FormErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

interface Props {
  wizard: BookingWizard;
  errors: FormErrors;
  countries: CountryOption[];
}

/** The lead traveller's contact details: where the tickets and any news of the booking go. */
export function ContactFields({ wizard, errors, countries }: Props) {
  const { leader } = wizard.state;
  const set = (patch: Partial<OrderLeader>) => wizard.update((s) => changeLeader(s, patch));
  const input = (name: 'firstName' | 'lastName' | 'email' | 'mobile', extra: Partial<BillingInputProps>) => (
    <BillingInput
      id={`leader-${name}`}
      label={name}
      value={leader[name]}
      // An address pasted with a space around it is still the same address.
      onChange={(value) => set({ [name]: name === 'email' ? value.trim() : value })}
      errors={errors}
      {...extra}
    />
  );
  return (
    <fieldset className="booking-card booking-group">
      <legend>
        <FormattedMessage id="bookingContactTitle" />
      </legend>
      <div className="booking-grid">
        {input('firstName', { autoComplete: 'given-name' })}
        {input('lastName', { autoComplete: 'family-name' })}
        {input('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
        <div className="booking-phone">
          <BillingSelect
            id="leader-phonePrefix"
            label="phonePrefix"
            autoComplete="tel-country-code"
            value={leader.phonePrefix}
            onChange={(phonePrefix) => set({ phonePrefix })}
            options={countries.map((country) => ({
              key: country.code,
              value: country.callingCode,
              label: `${country.name} (${country.callingCode})`,
            }))}
          />
          {input('mobile', { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' })}
        </div>
        <BillingSelect
          id="leader-country"
          label="country"
          error={errors['leader.country']}
          required
          autoComplete="country"
          value={leader.country}
          onChange={(country) => set({ country })}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
        />
      </div>
    </fieldset>
  );
}
