import { updateVehicle } from '#domain/booking/leg-vehicles.ts';
import { VEHICLE_TYPES, type VehicleType } from '#domain/booking/vehicle.ts';
import { FOLLOW_BY } from '#domain/booking/wizard-legs.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { BookingField } from './booking-field.tsx';
import { LoyaltyCardField } from './loyalty-card-field.tsx';
import type { RowProps } from './passenger-row.tsx';

/** One vehicle of a leg: its type and length, and a loyalty card where the company has a programme. */
export function VehicleRow({ leg, trip, index, prefix, edit, follow, errors }: RowProps) {
  const intl = useIntl();
  const vehicle = leg.vehicles[index];
  if (!vehicle) return null;
  const id = `${prefix}-v${index}`;
  return (
    <div className="booking-row">
      <p className="booking-row__title">
        <FormattedMessage id="vehicleN" values={{ n: index + 1 }} />
      </p>
      <BookingField id={`${id}-type`} label="vehicleTypeLabel">
        {(props) => (
          <select
            {...props}
            value={vehicle.accommodationType}
            onChange={(event) => {
              const type = event.target.value as VehicleType;
              follow(
                (l) =>
                  updateVehicle(l, index, { accommodationType: type, length: VEHICLE_TYPES[type] ?? null }),
                FOLLOW_BY.vehicle(index),
              );
            }}
          >
            <option value="" disabled>
              {intl.formatMessage({ id: 'chooseVehicleType' })}
            </option>
            {Object.keys(VEHICLE_TYPES).map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: `vehicleType_${type}` })}
              </option>
            ))}
          </select>
        )}
      </BookingField>
      <BookingField id={`${id}-length`} label="vehicleLength">
        {(props) => (
          <input
            {...props}
            type="number"
            inputMode="decimal"
            min={1}
            max={18}
            step={0.1}
            value={vehicle.length ?? ''}
            onChange={(event) => {
              const length = event.target.valueAsNumber;
              follow(
                (l) => updateVehicle(l, index, { length: Number.isFinite(length) ? length : null }),
                FOLLOW_BY.vehicle(index),
              );
            }}
          />
        )}
      </BookingField>
      {trip.loyaltyProgramme ? (
        <div className="booking-row__discounts">
          <LoyaltyCardField
            id={`${id}-loyalty`}
            programme={trip.loyaltyProgramme}
            value={vehicle.loyaltyCard}
            error={errors[`vehicles[${index}].loyaltyCard`]}
            onCommit={(loyaltyCard) => edit((l) => updateVehicle(l, index, { loyaltyCard }))}
          />
        </div>
      ) : null}
    </div>
  );
}
