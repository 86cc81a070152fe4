import type { ReactNode } from 'react';
import { changePaymentForm } from '#domain/booking/wizard.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import { Link } from '../components/link.tsx';
import { privacyPath, termsPath } from '../content/static-paths.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';

interface Props {
  wizard: BookingWizard;
  locale: LocaleCode;
  /** The message key of the refusal, when the terms were not accepted. */
  error: string | undefined;
}

/** The box the traveller ticks to accept the booking terms and the privacy policy (spec §5). */
export function TermsConsent({ wizard, locale, error }: Props) {
  const intl = useIntl();
  return (
    <div className="booking-card">
      <label className="booking-choice">
        <input
          id="payment-checked"
          type="checkbox"
          checked={wizard.state.payment.checked}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'payment-checked-error' : undefined}
          onChange={(event) => wizard.update((s) => changePaymentForm(s, { checked: event.target.checked }))}
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
      {error ? (
        <p className="form-field__error" id="payment-checked-error">
          {intl.formatMessage({ id: error })}
        </p>
      ) : null}
    </div>
  );
}
