import {
  ASSISTANCE_NEEDS,
  ASSISTANCE_NOTE_MAX_LENGTH,
  type Assistance,
  asksForAssistance,
  toggleNeed,
} from '#domain/booking/assistance.ts';
import { updatePassenger } from '#domain/booking/leg-passengers.ts';
import { editEveryLeg } from '#domain/booking/wizard-legs.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { BookingField } from './booking-field.tsx';
import { DraftInput } from './draft-input.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';

/** Travellers are known by their position, the same on every leg. */
const place = (index: number) => `passenger-${index + 1}`;

/**
 * Each traveller's optional assistance request (Reg. 1177/2010 Art. 11, decision 0086). It is the person's,
 * not a sailing's: set once, it goes with them on every leg to each company.
 */
export function AssistanceRequests({ wizard }: { wizard: BookingWizard }) {
  const passengers = wizard.state.bookingRequest[0]?.passengers ?? [];
  const set = (index: number, assistance: Assistance) =>
    wizard.update((s) => editEveryLeg(s, (leg) => updatePassenger(leg, index, { assistance })));
  return (
    <section className="booking-card" aria-labelledby="assistance-title">
      <div className="booking-card__head">
        <h2 id="assistance-title">
          <FormattedMessage id="assistanceTitle" />
        </h2>
        <p>
          <FormattedMessage id="assistanceIntro" />
        </p>
      </div>
      {passengers.map((passenger, index) => (
        <PassengerAssistance
          key={place(index)}
          index={index}
          assistance={passenger.assistance}
          onChange={(assistance) => set(index, assistance)}
        />
      ))}
    </section>
  );
}

interface PassengerAssistanceProps {
  index: number;
  assistance: Assistance;
  onChange: (assistance: Assistance) => void;
}

/** One traveller's disclosure: open already when they asked for something, so it is never hidden. */
function PassengerAssistance({ index, assistance, onChange }: PassengerAssistanceProps) {
  const id = `assistance-p${index}`;
  return (
    <details className="booking-assistance" open={asksForAssistance(assistance)}>
      <summary>
        <FormattedMessage id="assistanceNeededFor" values={{ n: index + 1 }} />
      </summary>
      <fieldset className="booking-group">
        <legend className="visually-hidden">
          <FormattedMessage id="assistanceNeededFor" values={{ n: index + 1 }} />
        </legend>
        {ASSISTANCE_NEEDS.map((need) => (
          <div key={need} className="form-field form-field--checkbox">
            <input
              type="checkbox"
              id={`${id}-${need}`}
              checked={assistance.needs.includes(need)}
              onChange={(event) => onChange(toggleNeed(assistance, need, event.target.checked))}
            />
            <label htmlFor={`${id}-${need}`}>
              <FormattedMessage id={`assistanceNeed_${need}`} />
            </label>
          </div>
        ))}
        <BookingField
          id={`${id}-note`}
          label="assistanceNoteLabel"
          hint={<FormattedMessage id="assistanceNoteHint" values={{ max: ASSISTANCE_NOTE_MAX_LENGTH }} />}
        >
          {(props) => (
            <DraftInput
              {...props}
              maxLength={ASSISTANCE_NOTE_MAX_LENGTH}
              autoComplete="off"
              value={assistance.note}
              onCommit={(note) => onChange({ ...assistance, note })}
            />
          )}
        </BookingField>
      </fieldset>
    </details>
  );
}
