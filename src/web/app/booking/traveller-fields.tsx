import { updatePassenger } from '#domain/booking/leg-passengers.ts';
import type { Passenger, Sex } from '#domain/booking/passenger.ts';
import { editEveryLeg } from '#domain/booking/wizard-legs.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { BillingInput, type BillingInputProps, BillingSelect } from './billing-controls.tsx';
import type { CountryOption } from './countries.ts';
import type { FormErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

type PassengerDetails = Pick<
  Passenger,
  'name' | 'surname' | 'sex' | 'birthDate' | 'nationality' | 'documentId'
>;

interface Props {
  wizard: BookingWizard;
  passenger: Passenger;
  /** The passenger's place in the party, the same on every leg. */
  index: number;
  errors: FormErrors;
  countries: CountryOption[];
}

/** One traveller's names and papers, as the companies ask for them; a change applies to every leg. */
export function TravellerFields({ wizard, passenger, index, errors, countries }: Props) {
  const intl = useIntl();
  const text = (key: string) => intl.formatMessage({ id: key });
  const field = (name: string) => `passengers[${index}].${name}`;
  const set = (patch: Partial<PassengerDetails>) =>
    wizard.update((s) => editEveryLeg(s, (leg) => updatePassenger(leg, index, patch)));
  const input = (
    name: 'name' | 'surname' | 'birthDate' | 'documentId',
    label: string,
    extra: Partial<BillingInputProps>,
  ) => (
    <BillingInput
      id={field(name)}
      label={label}
      value={passenger[name]}
      onChange={(value) => set({ [name]: value })}
      errors={errors}
      {...extra}
    />
  );
  return (
    <fieldset className="booking-card booking-group">
      <legend>
        <FormattedMessage id="travellerN" values={{ n: index + 1 }} />
      </legend>
      <div className="booking-grid">
        {input('name', 'firstName', { autoComplete: index === 0 ? 'given-name' : 'off' })}
        {input('surname', 'lastName', { autoComplete: index === 0 ? 'family-name' : 'off' })}
        <BillingSelect
          id={field('sex')}
          label="gender"
          error={errors[field('sex')]}
          required
          value={passenger.sex ?? ''}
          onChange={(sex) => set({ sex: sex as Sex })}
          placeholder={text('chooseGender')}
          options={[
            { value: 'female', label: text('genderFemale') },
            { value: 'male', label: text('genderMale') },
          ]}
        />
        {input('birthDate', 'birthDate', { hint: text('birthDateHint'), inputMode: 'numeric' })}
        <BillingSelect
          id={field('nationality')}
          label="nationality"
          error={errors[field('nationality')]}
          required
          value={passenger.nationality}
          onChange={(nationality) => set({ nationality })}
          placeholder={text('chooseCountry')}
          options={countries.map((country) => ({ value: country.code, label: country.name }))}
        />
        {input('documentId', 'documentId', {
          hint: text('documentIdHint'),
          onChange: (documentId) => set({ documentId: documentId.toUpperCase() }),
        })}
      </div>
    </fieldset>
  );
}
