import { goForward } from '#domain/booking/wizard-steps.ts';
import { lowestSelectionTotal } from '#domain/results/trip-summary.ts';
import type { BookingWizard } from '../booking/use-booking-wizard.ts';
import { useIntl } from '../i18n/intl.tsx';
import { euros } from '../search/money-text.ts';
import { useRootData } from '../use-root-data.ts';

/** Shown once every leg has a sailing (step 0 valid): the least the chosen sailings cost, and Continue. */
export function ContinueBar({ wizard }: { wizard: BookingWizard }) {
  const intl = useIntl();
  const { locale } = useRootData();
  const { routes, search } = wizard.state;
  const total = lowestSelectionTotal(
    routes.map((route) => route.trip),
    search.accommodations.passengers,
  );
  return (
    <section className="continue-bar" aria-label={intl.formatMessage({ id: 'resultsSelection' })}>
      <div className="continue-bar__inner container">
        <p className="continue-bar__total">
          {intl.formatMessage(
            { id: 'resultsSelectionTotal' },
            {
              legs: routes.length,
              price: euros(total, locale),
              passengers: search.accommodations.passengers,
            },
          )}
        </p>
        <button
          type="button"
          className="button button--accent"
          onClick={() => {
            if (wizard.attempt(goForward).ok) window.scrollTo({ top: 0 });
          }}
        >
          {intl.formatMessage({ id: 'resultsContinue' })}
        </button>
      </div>
    </section>
  );
}
