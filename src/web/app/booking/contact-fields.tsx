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
/**
 * The calling codes, each named by its country in the list; the chosen one reads as the code alone ("+30"),
 * so the closed select is as narrow as the code and the number beside it has the room (issue #30). Countries
 * sharing a code share a value: the first of them stands for it.
 */
function phonePrefixOptions(countries: CountryOption[], chosen: string) {
  const shown = countries.find((country) => country.callingCode === chosen);
  return countries.map((country) => ({
    key: country.code,
    value: country.callingCode,
    label: country === shown ? country.callingCode : `${country.name} (${country.callingCode})`,
  }));
}

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
            options={phonePrefixOptions(countries, leader.phonePrefix)}
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
