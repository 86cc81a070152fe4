import { assignPet, removePet, updatePet } from '#domain/booking/leg-pets.ts';
import { PET_TYPES } from '#domain/booking/vehicle.ts';
import { FOLLOW_BY } from '#domain/booking/wizard-legs.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { BookingField } from './booking-field.tsx';
import type { RowProps } from './passenger-row.tsx';

/** One pet of a leg: its kind and the passenger responsible for it, followed by the later legs. */
export function PetRow({ leg, index, prefix, follow }: RowProps) {
  const intl = useIntl();
  const pet = leg.pets[index];
  if (!pet) return null;
  const id = `${prefix}-pet${index}`;
  return (
    <div className="booking-row">
      <p className="booking-row__title">
        <FormattedMessage id="petN" values={{ n: index + 1 }} />
      </p>
      <BookingField id={`${id}-type`} label="petTypeLabel">
        {(props) => (
          <select
            {...props}
            value={pet.code}
            onChange={(event) => {
              const code = event.target.value;
              const description = intl.formatMessage({ id: `petType_${code}` });
              follow((l) => updatePet(l, index, { code, description }), FOLLOW_BY.pets);
            }}
          >
            <option value="" disabled>
              {intl.formatMessage({ id: 'choosePetType' })}
            </option>
            {PET_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: `petType_${type}` })}
              </option>
            ))}
          </select>
        )}
      </BookingField>
      <BookingField id={`${id}-owner`} label="petOwner">
        {(props) => (
          <select
            {...props}
            value={pet.passengerIndex ?? ''}
            onChange={(event) =>
              follow((l) => assignPet(l, index, Number(event.target.value)), FOLLOW_BY.pets)
            }
          >
            <option value="" disabled>
              {intl.formatMessage({ id: 'chooseResponsiblePassenger' })}
            </option>
            {leg.passengers.map((_, passengerIndex) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a passenger is known by position here
              <option key={passengerIndex} value={passengerIndex}>
                {intl.formatMessage({ id: 'passengerN' }, { n: passengerIndex + 1 })}
              </option>
            ))}
          </select>
        )}
      </BookingField>
      <button
        type="button"
        className="button button--link"
        onClick={() => follow((l) => removePet(l, index), FOLLOW_BY.pets)}
      >
        <FormattedMessage id="removePet" />
      </button>
    </div>
  );
}
