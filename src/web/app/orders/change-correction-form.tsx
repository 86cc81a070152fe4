import { Form } from 'react-router';
import { BookingField } from '../booking/booking-field.tsx';
import type { CountryOption } from '../booking/countries.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { Hidden, SubmitButton } from './change-forms.tsx';
import type { ChangePageView } from './change-view.server.ts';

/** A country as the nationality list shows it: the booking form's list, without the calling codes. */
export type NationalityOption = Pick<CountryOption, 'code' | 'name'>;

type TextField = 'name' | 'surname' | 'documentId' | 'birthDate';

/** A corrected text field, empty when it stays as booked; labelled and hinted as on the booking form. */
function CorrectionInput({ name, label, hint }: { name: TextField; label: string; hint?: string }) {
  const intl = useIntl();
  return (
    <BookingField id={`change-${name}`} label={label} hint={hint && intl.formatMessage({ id: hint })}>
      {(props) => (
        <input
          {...props}
          name={name}
          maxLength={100}
          autoComplete="off"
          inputMode={name === 'birthDate' ? 'numeric' : undefined}
        />
      )}
    </BookingField>
  );
}

/**
 * A passenger's first name, last name, document, nationality or birth date, corrected: only the fields filled
 * in, each as the booking form asks it (the birth date day/month/year as its hint says, the nationality from
 * the same list of countries in the reader's language).
 */
export function ChangeCorrectionForm({
  view,
  countries,
}: {
  view: ChangePageView;
  countries: NationalityOption[];
}) {
  const intl = useIntl();
  return (
    <section className="booking-card order-change__part" aria-labelledby="change-correction-title">
      <h2 id="change-correction-title">
        <FormattedMessage id="changeTabCorrection" />
      </h2>
      <p className="order-change__intro">
        <FormattedMessage id="changeCorrectionHint" />
      </p>
      <Form method="post" className="order-change__correction">
        <Hidden view={view} intent="correction" />
        <BookingField id="change-passenger" label="changePassenger">
          {(props) => (
            <select {...props} name="passenger">
              {view.passengers.map((passenger) => (
                <option key={passenger.index} value={passenger.index}>
                  {`${passenger.name} ${passenger.surname}`.trim() ||
                    intl.formatMessage({ id: 'passengerN' }, { n: passenger.index + 1 })}
                </option>
              ))}
            </select>
          )}
        </BookingField>
        <div className="booking-grid">
          <CorrectionInput name="name" label="firstName" />
          <CorrectionInput name="surname" label="lastName" />
          <CorrectionInput name="birthDate" label="birthDate" hint="birthDateHint" />
          <BookingField id="change-nationality" label="nationality">
            {(props) => (
              <select {...props} name="nationality" defaultValue="">
                <option value="">{intl.formatMessage({ id: 'changeKeepAsBooked' })}</option>
                {countries.map((country) => (
                  <option key={country.code} value={country.code}>
                    {country.name}
                  </option>
                ))}
              </select>
            )}
          </BookingField>
          <CorrectionInput name="documentId" label="documentId" hint="documentIdHint" />
        </div>
        <SubmitButton label="changeCorrect" />
      </Form>
    </section>
  );
}
