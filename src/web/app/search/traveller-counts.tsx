import { useId } from 'react';
import { maxPets, maxVehicles } from '#domain/booking/accommodation-limits.ts';
import { type Accommodations, limitsReached, MAX_PASSENGERS } from '#domain/search/accommodations.ts';
import { FieldError } from '../forms/field-error.tsx';
import { LimitNote } from '../forms/limit-note.tsx';
import { useIntl } from '../i18n/intl.tsx';
import { useHydrated } from './use-hydrated.ts';

interface StepperProps {
  name: keyof Accommodations;
  label: string;
  value: number;
  min: number;
  max: number;
  onChange(value: number): void;
  error?: string;
  /** Why the count goes no higher, once it stands at `max`. */
  limit?: string;
}

/** A number field with − and + buttons; the buttons appear once JavaScript runs (the field works alone). */
function Stepper({ name, label, value, min, max, onChange, error, limit }: StepperProps) {
  const intl = useIntl();
  const hydrated = useHydrated();
  const id = useId();
  const errorId = `${id}-error`;
  const limitId = `${id}-limit`;
  return (
    <div className="stepper" data-buttons={hydrated || undefined}>
      <label htmlFor={id} className="stepper__label">
        {label}
      </label>
      <div className="stepper__controls">
        {hydrated && (
          <button
            type="button"
            className="stepper__button"
            aria-label={intl.formatMessage({ id: 'searchFewer' }, { what: label })}
            aria-controls={id}
            disabled={value <= min}
            onClick={() => onChange(value - 1)}
          >
            −
          </button>
        )}
        <input
          id={id}
          name={name}
          type="number"
          inputMode="numeric"
          className="stepper__input"
          min={min}
          max={max}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(Number(event.target.value))}
        />
        {hydrated && (
          <button
            type="button"
            className="stepper__button"
            aria-label={intl.formatMessage({ id: 'searchMore' }, { what: label })}
            aria-controls={id}
            aria-describedby={limitId}
            disabled={value >= max}
            onClick={() => onChange(value + 1)}
          >
            +
          </button>
        )}
      </div>
      <FieldError id={errorId} messageKey={error} />
      {hydrated && <LimitNote id={limitId} messageKey={error ? undefined : limit} />}
    </div>
  );
}

interface TravellerCountsProps {
  counts: Accommodations;
  onChange(counts: Accommodations): void;
  errors: Partial<Record<keyof Accommodations, string>>;
}

/** Passengers, vehicles and pets, capped as spec §4 says: vehicles ≤ passengers, pets ≤ 5 × passengers. */
export function TravellerCounts({ counts, onChange, errors }: TravellerCountsProps) {
  const intl = useIntl();
  const set = (name: keyof Accommodations) => (value: number) => onChange({ ...counts, [name]: value });
  const limits = limitsReached(counts);
  return (
    <fieldset className="traveller-counts">
      <legend>{intl.formatMessage({ id: 'searchTravellers' })}</legend>
      <Stepper
        name="passengers"
        label={intl.formatMessage({ id: 'searchPassengers' })}
        value={counts.passengers}
        min={1}
        max={MAX_PASSENGERS}
        onChange={set('passengers')}
        error={errors.passengers}
        limit={limits.passengers}
      />
      <Stepper
        name="vehicles"
        label={intl.formatMessage({ id: 'searchVehicles' })}
        value={counts.vehicles}
        min={0}
        max={maxVehicles(counts.passengers)}
        onChange={set('vehicles')}
        error={errors.vehicles}
        limit={limits.vehicles}
      />
      <Stepper
        name="pets"
        label={intl.formatMessage({ id: 'searchPets' })}
        value={counts.pets}
        min={0}
        max={maxPets(counts.passengers)}
        onChange={set('pets')}
        error={errors.pets}
        limit={limits.pets}
      />
    </fieldset>
  );
}
