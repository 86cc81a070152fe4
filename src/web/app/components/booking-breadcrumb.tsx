import { FormattedMessage, useIntl } from 'react-intl';

export const BOOKING_STEPS = [
  'bookingStepSelectRoute',
  'bookingStepPassengersVehicles',
  'bookingStepBilling',
] as const;

/** The three booking steps (spec §2 "Booking layout"); steps not reached yet are shown but not links. */
export function BookingBreadcrumb({ currentStep }: { currentStep: number }) {
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
            <span className="booking-breadcrumb__number" aria-hidden="true">
              {index + 1}
            </span>
            <FormattedMessage id={step} />
          </li>
        ))}
      </ol>
    </nav>
  );
}
