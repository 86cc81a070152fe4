import { FormattedMessage } from 'react-intl';
import { goBack } from '../../../domain/booking/wizard.ts';
import type { SearchQuery } from '../../../domain/search/search-query.ts';
import { BOOKING_STEPS } from '../components/booking-breadcrumb.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';

/** The booking steps after the results (passengers and vehicles, then details and billing). */
export function BookingSteps({ wizard }: { wizard: BookingWizard; search: SearchQuery }) {
  const step = BOOKING_STEPS[wizard.state.currentStep];
  return (
    <section className="container booking-step" aria-labelledby="booking-step-title">
      <h1 id="booking-step-title">{step && <FormattedMessage id={step} />}</h1>
      <button type="button" className="button button--secondary" onClick={() => wizard.update(goBack)}>
        <FormattedMessage id="bookingBack" />
      </button>
    </section>
  );
}
