import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { updatePassenger } from '#domain/booking/leg-passengers.ts';
import { updatePet } from '#domain/booking/leg-pets.ts';
import { updateVehicle } from '#domain/booking/leg-vehicles.ts';
import type { Passenger, Sex } from '#domain/booking/passenger.ts';
import {
  COURIER_COUNTRY,
  RECEIVE_TICKETS_METHODS,
  type ReceiveTicketsMethod,
} from '#domain/booking/payment-form.ts';
import { FUEL_TYPES, type FuelType } from '#domain/booking/vehicle.ts';
import { changeLeader, changePaymentForm } from '#domain/booking/wizard.ts';
import { editEveryLeg } from '#domain/booking/wizard-legs.ts';
import { dropPrices, tripTotals } from '#domain/booking/wizard-pricing.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import { goBack } from '#domain/booking/wizard-steps.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import { privacyPath, termsPath } from '../content/static-paths.ts';
import { useRootData } from '../use-root-data.ts';
import { BookingField } from './booking-field.tsx';
import { useCountries } from './countries.ts';
import { CouponField } from './coupon-field.tsx';
import { InvoiceFields } from './invoice-fields.tsx';
import { type InvoiceErrors, newInvoiceValue } from './invoice-lookup.ts';
import { PriceSummary } from './price-summary.tsx';
import { followRedirect, submitCheckout } from './submit-checkout.ts';
import { type FormErrors, serverErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import { useLivePrice } from './use-live-price.ts';

type PassengerDetails = Pick<
  Passenger,
  'name' | 'surname' | 'sex' | 'birthDate' | 'nationality' | 'documentId'
>;

/** Delivery by e-ticket only where every company of the booking issues them; courier only within Greece. */
function deliveryMethods(state: BookingWizardState): ReceiveTicketsMethod[] {
  const eTickets = state.routes.every((route) => route.trip.eTicket);
  return RECEIVE_TICKETS_METHODS.filter((method) => method !== 'eTicket' || eTickets);
}

const today = () => new Date().toISOString().slice(0, 10);

/** The form's checks arrive once the traveller starts on the form; the module is fetched once. */
const loadChecks = () => import('./billing-checks.ts');

/** Step 3 of spec §2: passenger information, contact, ticket delivery, terms, and "Pay and continue". */
export function BillingStep({ wizard }: { wizard: BookingWizard }) {
  const { locale } = useRootData();
  const intl = useIntl();
  const { state, update, attempt } = wizard;
  const { status } = useLivePrice(wizard, true);
  const [errors, setErrors] = useState<FormErrors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  // View state: the invoice section is asked for on this step only.
  const [invoice, setInvoice] = useState(newInvoiceValue);
  const [invoiceProblems, setInvoiceProblems] = useState<InvoiceErrors>({});
  const countries = useCountries(locale);
  const travellers = state.bookingRequest[0]?.passengers ?? [];
  const vehicles = state.bookingRequest[0]?.vehicles ?? [];
  const pets = state.bookingRequest[0]?.pets ?? [];
  const text = (key: string) => intl.formatMessage({ id: key });

  const pay = async () => {
    const { billingErrors, invoiceErrors } = await loadChecks();
    const found = billingErrors(state, today());
    const invoiceFound = invoiceErrors(invoice);
    setErrors(found);
    setInvoiceProblems(invoiceFound);
    setNotice(null);
    if (Object.keys(found).length > 0 || Object.keys(invoiceFound).length > 0) {
      setNotice('invalidPassangersForm');
      document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
      return;
    }
    const expected = cartBreakdown(
      tripTotals(state) ?? [],
      state.payment.receiveTicketsMethod,
      state.coupon?.discount ?? null,
    ).finalPrice;
    setPaying(true);
    const { needInvoice, ...invoiceDetails } = invoice;
    const answer = await submitCheckout(state, locale, expected, needInvoice ? invoiceDetails : null);
    if (answer.ok) {
      followRedirect(answer.redirect);
      return;
    }
    setPaying(false);
    setErrors(serverErrors(answer.fields));
    setNotice(answer.error);
    // A changed fare: every leg is priced again, and the traveller sees the new figure before paying.
    if (answer.error === 'priceChanged') update(dropPrices);
  };

  const input = (
    id: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: {
      type?: string;
      autoComplete?: string;
      hint?: ReactNode;
      inputMode?: 'numeric' | 'tel' | 'email';
    } = {},
  ) => (
    <BookingField id={id} label={label} error={errors[id.replaceAll('-', '.')]} hint={extra.hint} required>
      {(props) => (
        <input
          {...props}
          type={extra.type ?? 'text'}
          autoComplete={extra.autoComplete}
          inputMode={extra.inputMode}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </BookingField>
  );

  return (
    <div className="booking-step">
      <h1 className="booking-step__title">
        <FormattedMessage id="stepBillingTitle" />
      </h1>
      <div className="booking-step__layout">
        <form
          className="booking-form"
          noValidate
          onFocus={() => void loadChecks()}
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          {travellers.map((passenger, index) => {
            const field = (name: string) => `passengers[${index}].${name}`;
            const set = (patch: Partial<PassengerDetails>) =>
              update((s) => editEveryLeg(s, (leg) => updatePassenger(leg, index, patch)));
            return (
              <fieldset className="booking-card booking-group" key={field('')}>
                <legend>
                  <FormattedMessage id="travellerN" values={{ n: index + 1 }} />
                </legend>
                <div className="booking-grid">
                  {input(field('name'), 'firstName', passenger.name, (name) => set({ name }), {
                    autoComplete: index === 0 ? 'given-name' : 'off',
                  })}
                  {input(field('surname'), 'lastName', passenger.surname, (surname) => set({ surname }), {
                    autoComplete: index === 0 ? 'family-name' : 'off',
                  })}
                  <BookingField id={field('sex')} label="gender" error={errors[field('sex')]} required>
                    {(props) => (
                      <select
                        {...props}
                        value={passenger.sex ?? ''}
                        onChange={(event) => set({ sex: event.target.value as Sex })}
                      >
                        <option value="" disabled>
                          {text('chooseGender')}
                        </option>
                        <option value="female">{text('genderFemale')}</option>
                        <option value="male">{text('genderMale')}</option>
                      </select>
                    )}
                  </BookingField>
                  {input(
                    field('birthDate'),
                    'birthDate',
                    passenger.birthDate,
                    (birthDate) => set({ birthDate }),
                    {
                      hint: text('birthDateHint'),
                      inputMode: 'numeric',
                    },
                  )}
                  <BookingField
                    id={field('nationality')}
                    label="nationality"
                    error={errors[field('nationality')]}
                    required
                  >
                    {(props) => (
                      <select
                        {...props}
                        value={passenger.nationality}
                        onChange={(event) => set({ nationality: event.target.value })}
                      >
                        <option value="" disabled>
                          {text('chooseCountry')}
                        </option>
                        {countries.map((country) => (
                          <option key={country.code} value={country.code}>
                            {country.name}
                          </option>
                        ))}
                      </select>
                    )}
                  </BookingField>
                  {input(
                    field('documentId'),
                    'documentId',
                    passenger.documentId,
                    (documentId) => set({ documentId: documentId.toUpperCase() }),
                    {
                      hint: text('documentIdHint'),
                    },
                  )}
                </div>
              </fieldset>
            );
          })}

          {vehicles.map((vehicle, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a vehicle is known by its position on every leg
            <fieldset className="booking-card booking-group" key={`vehicle-${index + 1}`}>
              <legend>
                <FormattedMessage id="vehicleN" values={{ n: index + 1 }} />
                {vehicle.accommodationType ? ` · ${text(`vehicleType_${vehicle.accommodationType}`)}` : ''}
              </legend>
              <div className="booking-grid">
                {input(`vehicles[${index}].plateNumber`, 'plateNumber', vehicle.plateNumber, (plateNumber) =>
                  update((s) =>
                    editEveryLeg(s, (leg) =>
                      updateVehicle(leg, index, { plateNumber: plateNumber.toUpperCase() }),
                    ),
                  ),
                )}
                <BookingField
                  id={`vehicles[${index}].fuelType`}
                  label="fuelTypeLabel"
                  error={errors[`vehicles[${index}].fuelType`]}
                  required
                >
                  {(props) => (
                    <select
                      {...props}
                      value={vehicle.fuelType ?? ''}
                      onChange={(event) =>
                        update((s) =>
                          editEveryLeg(s, (leg) =>
                            updateVehicle(leg, index, { fuelType: event.target.value as FuelType }),
                          ),
                        )
                      }
                    >
                      <option value="" disabled>
                        {text('chooseFuelType')}
                      </option>
                      {FUEL_TYPES.map((fuel) => (
                        <option key={fuel} value={fuel}>
                          {text(`fuelType_${fuel}`)}
                        </option>
                      ))}
                    </select>
                  )}
                </BookingField>
              </div>
            </fieldset>
          ))}
          {pets.map((pet, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: a pet is known by its position on every leg
            <fieldset className="booking-card booking-group" key={`pet-${index + 1}`}>
              <legend>
                <FormattedMessage id="petN" values={{ n: index + 1 }} />
                {pet.description ? ` · ${pet.description}` : ''}
              </legend>
              {input(`pets[${index}].identityNumber`, 'chipNumber', pet.identityNumber, (identityNumber) =>
                update((s) => editEveryLeg(s, (leg) => updatePet(leg, index, { identityNumber }))),
              )}
            </fieldset>
          ))}

          <fieldset className="booking-card booking-group">
            <legend>
              <FormattedMessage id="bookingContactTitle" />
            </legend>
            <div className="booking-grid">
              {input(
                'leader-firstName',
                'firstName',
                state.leader.firstName,
                (firstName) => update((s) => changeLeader(s, { firstName })),
                { autoComplete: 'given-name' },
              )}
              {input(
                'leader-lastName',
                'lastName',
                state.leader.lastName,
                (lastName) => update((s) => changeLeader(s, { lastName })),
                { autoComplete: 'family-name' },
              )}
              {input(
                'leader-email',
                'email',
                state.leader.email,
                (email) => update((s) => changeLeader(s, { email: email.trim() })),
                { type: 'email', autoComplete: 'email', inputMode: 'email' },
              )}
              <div className="booking-phone">
                <BookingField id="leader-phonePrefix" label="phonePrefix">
                  {(props) => (
                    <select
                      {...props}
                      autoComplete="tel-country-code"
                      value={state.leader.phonePrefix}
                      onChange={(event) =>
                        update((s) => changeLeader(s, { phonePrefix: event.target.value }))
                      }
                    >
                      {countries.map((country) => (
                        <option key={country.code} value={country.callingCode}>
                          {country.name} ({country.callingCode})
                        </option>
                      ))}
                    </select>
                  )}
                </BookingField>
                {input(
                  'leader-mobile',
                  'mobile',
                  state.leader.mobile,
                  (mobile) => update((s) => changeLeader(s, { mobile })),
                  { type: 'tel', autoComplete: 'tel-national', inputMode: 'tel' },
                )}
              </div>
              <BookingField id="leader-country" label="country" error={errors['leader.country']} required>
                {(props) => (
                  <select
                    {...props}
                    autoComplete="country"
                    value={state.leader.country}
                    onChange={(event) => update((s) => changeLeader(s, { country: event.target.value }))}
                  >
                    {countries.map((country) => (
                      <option key={country.code} value={country.code}>
                        {country.name}
                      </option>
                    ))}
                  </select>
                )}
              </BookingField>
            </div>
          </fieldset>

          <fieldset className="booking-card booking-group">
            <legend>
              <FormattedMessage id="deliveryTitle" /> <span aria-hidden="true">*</span>
            </legend>
            {deliveryMethods(state).map((method) => {
              const unavailable = method === 'courier' && state.leader.country !== COURIER_COUNTRY;
              return (
                <label className="booking-choice" key={method}>
                  <input
                    type="radio"
                    name="receiveTicketsMethod"
                    value={method}
                    checked={state.payment.receiveTicketsMethod === method}
                    disabled={unavailable}
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
              );
            })}
            {state.payment.receiveTicketsMethod === 'courier' ? (
              <div className="booking-grid">
                {(['name', 'address', 'city', 'zipCode', 'prefecture', 'telephone'] as const).map((name) =>
                  input(`payment-${name}`, `courier_${name}`, state.payment[name], (value) =>
                    update((s) => changePaymentForm(s, { [name]: value })),
                  ),
                )}
              </div>
            ) : null}
          </fieldset>

          <div className="booking-card">
            <InvoiceFields value={invoice} onChange={setInvoice} errors={invoiceProblems} />
          </div>
          <CouponField wizard={wizard} />
          {state.booknowIsReseller ? (
            <p className="booking-card booking-credit-note">
              <FormattedMessage id="paidFromCreditNote" />
            </p>
          ) : null}
          <div className="booking-card">
            <label className="booking-choice">
              <input
                id="payment-checked"
                type="checkbox"
                checked={state.payment.checked}
                aria-invalid={errors['payment.checked'] ? true : undefined}
                aria-describedby={errors['payment.checked'] ? 'payment-checked-error' : undefined}
                onChange={(event) => update((s) => changePaymentForm(s, { checked: event.target.checked }))}
              />
              <span>
                <FormattedMessage
                  id="acceptBookingTerms"
                  values={{
                    terms: (chunks: ReactNode[]) => (
                      <Link to={termsPath(locale)} target="_blank">
                        {chunks}
                      </Link>
                    ),
                    privacy: (chunks: ReactNode[]) => (
                      <Link to={privacyPath(locale)} target="_blank">
                        {chunks}
                      </Link>
                    ),
                  }}
                />
              </span>
            </label>
            {errors['payment.checked'] ? (
              <p className="form-field__error" id="payment-checked-error">
                {text(errors['payment.checked'])}
              </p>
            ) : null}
          </div>
          <button type="submit" hidden />
        </form>
        <PriceSummary state={state} status={status}>
          {notice ? (
            <p className="booking-summary__error" role="alert">
              <FormattedMessage id={notice} />
            </p>
          ) : null}
          <button
            type="button"
            className="button button--primary booking-summary__next"
            disabled={status !== 'priced' || paying}
            aria-busy={paying}
            onClick={() => void pay()}
          >
            <FormattedMessage
              id={paying ? 'payWait' : state.booknowIsReseller ? 'bookOnCredit' : 'payAndContinue'}
            />
          </button>
          <button
            type="button"
            className="button button--link"
            onClick={() => attempt(goBack)}
            disabled={paying}
          >
            <FormattedMessage id="back" />
          </button>
        </PriceSummary>
      </div>
    </div>
  );
}
