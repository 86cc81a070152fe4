import { updateVehicle } from '#domain/booking/leg-vehicles.ts';
import { FUEL_TYPES, type FuelType, type Vehicle } from '#domain/booking/vehicle.ts';
import { editEveryLeg } from '#domain/booking/wizard-legs.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { BillingInput, BillingSelect } from './billing-controls.tsx';
import type { FormErrors } from './traveller-errors.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

interface Props {
  wizard: BookingWizard;
  vehicle: Vehicle;
  /** The vehicle's place in the booking, the same on every leg. */
  index: number;
  errors: FormErrors;
}

/** A vehicle's plate and fuel, which the companies print on the ticket; a change applies to every leg. */
export function VehicleFields({ wizard, vehicle, index, errors }: Props) {
  const intl = useIntl();
  const text = (key: string) => intl.formatMessage({ id: key });
  const set = (patch: Partial<Pick<Vehicle, 'plateNumber' | 'fuelType'>>) =>
    wizard.update((s) => editEveryLeg(s, (leg) => updateVehicle(leg, index, patch)));
  return (
    <fieldset className="booking-card booking-group">
      <legend>
        <FormattedMessage id="vehicleN" values={{ n: index + 1 }} />
        {vehicle.accommodationType ? ` · ${text(`vehicleType_${vehicle.accommodationType}`)}` : ''}
      </legend>
      <div className="booking-grid">
        <BillingInput
          id={`vehicles[${index}].plateNumber`}
          label="plateNumber"
          value={vehicle.plateNumber}
          onChange={(plateNumber) => set({ plateNumber: plateNumber.toUpperCase() })}
          errors={errors}
        />
        <BillingSelect
          id={`vehicles[${index}].fuelType`}
          label="fuelTypeLabel"
          error={errors[`vehicles[${index}].fuelType`]}
          required
          value={vehicle.fuelType ?? ''}
          onChange={(fuelType) => set({ fuelType: fuelType as FuelType })}
          placeholder={text('chooseFuelType')}
          options={FUEL_TYPES.map((fuel) => ({ value: fuel, label: text(`fuelType_${fuel}`) }))}
        />
      </div>
    </fieldset>
  );
}
