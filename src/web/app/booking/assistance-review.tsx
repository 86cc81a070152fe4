import { type Assistance, asksForAssistance } from '#domain/booking/assistance.ts';
import type { Passenger } from '#domain/booking/passenger.ts';
import { FormattedMessage } from '../i18n/intl.tsx';

/**
 * What the travellers asked for, as it will reach the companies (decision 0086): read back before paying so
 * a forgotten or wrong tick is seen. Nothing when nobody asked.
 */
export function AssistanceReview({ passengers }: { passengers: Passenger[] }) {
  const asking = passengers.flatMap((passenger, index) =>
    asksForAssistance(passenger.assistance) ? [{ index, assistance: passenger.assistance }] : [],
  );
  if (asking.length === 0) return null;
  return (
    <section className="booking-card" aria-labelledby="assistance-review" data-testid="assistance-review">
      <h2 id="assistance-review" className="booking-assistance__title">
        <FormattedMessage id="assistanceReviewTitle" />
      </h2>
      {asking.map(({ index, assistance }) => (
        <div key={index}>
          <h3 className="booking-assistance__traveller">
            <FormattedMessage id="travellerN" values={{ n: index + 1 }} />
          </h3>
          <AssistanceList assistance={assistance} />
        </div>
      ))}
    </section>
  );
}

/** Each need by its name, then the traveller's note; a dash when they asked for nothing. */
export function AssistanceList({ assistance }: { assistance: Assistance }) {
  if (!asksForAssistance(assistance)) return '—';
  return (
    <ul className="plain-list">
      {assistance.needs.map((need) => (
        <li key={need}>
          <FormattedMessage id={`assistanceNeed_${need}`} />
        </li>
      ))}
      {assistance.note.trim() ? <li>{assistance.note}</li> : null}
    </ul>
  );
}
