import type { BreadcrumbState } from '../booking/breadcrumb-step.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';

const BOOKING_STEPS = [
  'bookingStepSelectRoute',
  'bookingStepPassengersVehicles',
  'bookingStepBilling',
] as const;

/**
 * The three booking steps (spec §2 "Booking layout"). A step the traveller may go back to is a button;
 * steps not reached yet, or not valid to open, are shown as text.
 */
export function BookingBreadcrumb({ step: currentStep, open, jump }: BreadcrumbState) {
  const intl = useIntl();
  return (
    <nav
      className="booking-breadcrumb container"
      aria-label={intl.formatMessage({ id: 'bookingStepsLabel' })}
    >
      <ol>
        {BOOKING_STEPS.map((step, index) => (
          <li
            key={step}
            aria-current={index === currentStep ? 'step' : undefined}
            data-done={index < currentStep}
          >
            {jump && open[index] && index !== currentStep ? (
              <button type="button" className="booking-breadcrumb__jump" onClick={() => jump(index)}>
                <span className="booking-breadcrumb__number" aria-hidden="true">
                  {index + 1}
                </span>
                <FormattedMessage id={step} />
              </button>
            ) : (
              <>
                <span className="booking-breadcrumb__number" aria-hidden="true">
                  {index + 1}
                </span>
                <FormattedMessage id={step} />
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
