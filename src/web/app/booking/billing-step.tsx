import { goBack } from '#domain/booking/wizard-steps.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { useRootData } from '../use-root-data.ts';
import { AssistanceReview } from './assistance-review.tsx';
import { ContactFields } from './contact-fields.tsx';
import { useCountries } from './countries.ts';
import { CouponField } from './coupon-field.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { InvoiceFields } from './invoice-fields.tsx';
import { PetFields } from './pet-fields.tsx';
import { PriceSummary } from './price-summary.tsx';
import { TermsConsent } from './terms-consent.tsx';
import { TravellerFields } from './traveller-fields.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';
import { useLivePrice } from './use-live-price.ts';
import { loadBillingChecks, usePayAndContinue } from './use-pay-and-continue.ts';
import { VehicleFields } from './vehicle-fields.tsx';

/** Travellers, vehicles and pets are known by their position, the same on every leg. */
const place = (kind: string, index: number) => `${kind}-${index + 1}`;

/** Step 3 of spec §2: passenger information, contact, ticket delivery, terms, and "Pay and continue". */
export function BillingStep({
  wizard,
  portName,
}: {
  wizard: BookingWizard;
  portName: (code: string) => string;
}) {
  const { locale } = useRootData();
  const { state, attempt } = wizard;
  const { status } = useLivePrice(wizard, true);
  const { pay, errors, notice, paying, invoice, setInvoice, invoiceProblems } = usePayAndContinue(
    wizard,
    locale,
  );
  const countries = useCountries(locale);
  const party = state.bookingRequest[0];
  const form = { wizard, errors };

  return (
    <div className="booking-step">
      <h1 className="booking-step__title">
        <FormattedMessage id="stepBillingTitle" />
      </h1>
      <div className="booking-step__layout">
        <form
          className="booking-form"
          noValidate
          onFocus={() => void loadBillingChecks()}
          onSubmit={(event) => {
            event.preventDefault();
            void pay();
          }}
        >
          {(party?.passengers ?? []).map((passenger, index) => (
            <TravellerFields key={place('passenger', index)} {...{ ...form, passenger, index, countries }} />
          ))}
          {(party?.vehicles ?? []).map((vehicle, index) => (
            <VehicleFields key={place('vehicle', index)} {...{ ...form, vehicle, index }} />
          ))}
          {(party?.pets ?? []).map((pet, index) => (
            <PetFields key={place('pet', index)} {...{ ...form, pet, index }} />
          ))}
          <AssistanceReview passengers={party?.passengers ?? []} />
          <ContactFields {...form} countries={countries} />
          <DeliveryFields {...form} />
          <div className="booking-card">
            <InvoiceFields value={invoice} onChange={setInvoice} errors={invoiceProblems} />
          </div>
          <CouponField wizard={wizard} />
          {state.booknowIsReseller ? (
            <p className="booking-card booking-credit-note">
              <FormattedMessage id="paidFromCreditNote" />
            </p>
          ) : null}
          <TermsConsent wizard={wizard} locale={locale} error={errors['payment.checked']} />
          <button type="submit" hidden />
        </form>
        <PriceSummary state={state} status={status} itemised portName={portName}>
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
