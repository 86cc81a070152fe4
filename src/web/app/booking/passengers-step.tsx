import { proofNumberProblem } from '#domain/booking/fare-proof.ts';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { editFollowingLegs, editLeg, setPassengerType } from '#domain/booking/wizard-legs.ts';
import { pricingOf } from '#domain/booking/wizard-pricing.ts';
import { goBack, goForward } from '#domain/booking/wizard-steps.ts';
import { checkLoyaltyCardsUnique } from '#domain/validation/loyalty-cards.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { AssistanceRequests } from './assistance-fields.tsx';
import { LegForm } from './leg-form.tsx';
import { PriceSummary } from './price-summary.tsx';
import type { FormErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';
import { useLivePrice } from './use-live-price.ts';

/** Whether every vehicle and pet has what the fare needs; the price is asked only for a complete party. */
function partyComplete(legs: LegBooking[]): boolean {
  return legs.every(
    (leg) =>
      leg.vehicles.every((v) => v.accommodationType !== '' && v.length !== null) &&
      leg.pets.every((p) => p.code !== '' && p.passengerIndex !== null),
  );
}

/** Spec §5: a loyalty card serves one passenger and one vehicle of a leg; said at once, without asking anyone. */
function duplicateCards(leg: LegBooking): FormErrors {
  const checked = checkLoyaltyCardsUnique(leg);
  return checked.ok ? {} : Object.fromEntries(checked.error.fields.map((field) => [field.path, field.key]));
}

/** A reduced fare or discount needs its card's number before the leg is priced (decision 0050). */
function proofProblems(leg: LegBooking): FormErrors {
  return Object.fromEntries(
    leg.passengers.flatMap((passenger, index) => {
      const problem = proofNumberProblem(passenger);
      return problem ? [[`passengers[${index}].proofNumber`, problem]] : [];
    }),
  );
}

/** Step 2 of spec §2: who and what travels on each sailing, priced live on the server. */
export function PassengersStep({
  wizard,
  portName,
}: {
  wizard: BookingWizard;
  portName: (code: string) => string;
}) {
  const { state, attempt } = wizard;
  const local = Object.fromEntries(
    state.bookingRequest.map((leg) => [leg.legIndex, { ...duplicateCards(leg), ...proofProblems(leg) }]),
  );
  const sound = Object.values(local).every((errors) => Object.keys(errors).length === 0);
  const complete = partyComplete(state.bookingRequest);
  const { status, refusals } = useLivePrice(wizard, complete && sound);
  const shown = !complete ? 'incomplete' : sound ? status : 'refused';
  return (
    <div className="booking-step">
      <h1 className="booking-step__title">
        <FormattedMessage id="stepPassengersTitle" />
      </h1>
      <div className="booking-step__layout">
        <div>
          {state.routes.map((route) => {
            const leg = state.bookingRequest.find((l) => l.legIndex === route.legIndex);
            if (!leg) return null;
            return (
              <LegForm
                key={route.legIndex}
                leg={leg}
                trip={route.trip}
                pricing={pricingOf(state, route.legIndex)}
                status={shown}
                errors={{ ...refusals[route.legIndex], ...local[route.legIndex] }}
                portName={portName}
                edit={(change) => attempt((s) => editLeg(s, route.legIndex, change))}
                follow={(change, facet) =>
                  attempt((s) => editFollowingLegs(s, route.legIndex, change, facet))
                }
                retype={(index, type) => attempt((s) => setPassengerType(s, route.legIndex, index, type))}
              />
            );
          })}
          <AssistanceRequests wizard={wizard} />
        </div>
        <PriceSummary state={state} status={shown}>
          <button
            type="button"
            className="button button--primary booking-summary__next"
            disabled={shown !== 'priced'}
            onClick={() => attempt(goForward)}
          >
            <FormattedMessage id="continue" />
          </button>
          <button type="button" className="button button--link" onClick={() => attempt(goBack)}>
            <FormattedMessage id="back" />
          </button>
        </PriceSummary>
      </div>
    </div>
  );
}
