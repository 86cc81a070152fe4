import { MAX_PETS_PER_PASSENGER } from '#domain/booking/accommodation-limits.ts';
import { carriesPets, carriesVehicles, type LegBooking } from '#domain/booking/leg-booking.ts';
import { type LegLimit, passengerLimit, petLimit, vehicleLimit } from '#domain/booking/leg-limits.ts';
import { addPassenger, removePassenger } from '#domain/booking/leg-passengers.ts';
import { addPet } from '#domain/booking/leg-pets.ts';
import { addVehicle, removeVehicle } from '#domain/booking/leg-vehicles.ts';
import type { PassengerType } from '#domain/booking/passenger.ts';
import { FOLLOW_BY, type LegEdit, type LegFacet } from '#domain/booking/wizard-legs.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { AddButton } from './add-button.tsx';
import { LegHeading } from './leg-heading.tsx';
import { LegPriceLines } from './leg-price-lines.tsx';
import type { RowProps } from './passenger-row.tsx';
import { PassengerRow } from './passenger-row.tsx';
import { PetRow } from './pet-row.tsx';
import type { FormErrors } from './traveller-errors.ts';
import type { PricingStatus } from './use-live-price.ts';
import { VehicleRow } from './vehicle-row.tsx';

export interface LegFormProps {
  leg: LegBooking;
  trip: Trip;
  pricing: LegPricing | undefined;
  status: PricingStatus | 'incomplete';
  errors: FormErrors;
  edit: (change: LegEdit) => void;
  follow: (change: LegEdit, facet: LegFacet) => void;
  /** Sets a passenger's fare type on this leg and the later ones that had the same. */
  retype: (passengerIndex: number, type: PassengerType) => void;
  portName: (code: string) => string;
}

const limitKey = (limit: LegLimit | null) => (limit === null ? null : `legLimit_${limit}`);

/**
 * One sailing of step 2: who and what travels on it, and its price line by line. Vehicles and pets added or
 * described here travel the later legs too where those stood as this one did (issue #51).
 */
export function LegForm({
  leg,
  trip,
  pricing,
  status,
  errors,
  edit,
  follow,
  retype,
  portName,
}: LegFormProps) {
  const prefix = `leg${leg.legIndex}`;
  const row = { leg, trip, prefix, edit, follow, errors };
  return (
    <section className="booking-card" aria-labelledby={`${prefix}-title`}>
      <LegHeading id={`${prefix}-title`} trip={trip} portName={portName} />
      <fieldset className="booking-group">
        <legend>
          <FormattedMessage id="passengersTitle" />
        </legend>
        {leg.passengers.map((_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: passengers are positions; the last one is removed
          <PassengerRow key={index} index={index} {...row} retype={retype} />
        ))}
        <div className="booking-actions">
          <AddButton
            id={`${prefix}-add-passenger`}
            label="addPassenger"
            limit={limitKey(passengerLimit(leg, trip))}
            values={{ max: trip.bookingValidation.maxPassengers }}
            onAdd={() => edit((l, context) => addPassenger(l, context.trip))}
          />
          {leg.passengers.length > 1 ? (
            <button type="button" className="button button--secondary" onClick={() => edit(removePassenger)}>
              <FormattedMessage id="removePassenger" />
            </button>
          ) : null}
        </div>
      </fieldset>

      {carriesVehicles(trip) ? <VehiclesGroup {...row} /> : null}

      {carriesPets(trip) ? (
        <fieldset className="booking-group">
          <legend>
            <FormattedMessage id="petsTitle" />
          </legend>
          {leg.pets.map((_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: pets are positions in the leg
            <PetRow key={index} index={index} {...row} />
          ))}
          <div className="booking-actions">
            <AddButton
              id={`${prefix}-add-pet`}
              label="addPet"
              limit={limitKey(petLimit(leg, trip))}
              values={{ max: MAX_PETS_PER_PASSENGER }}
              onAdd={() => follow((l, context) => addPet(l, context.trip), FOLLOW_BY.pets)}
            />
          </div>
        </fieldset>
      ) : null}
      <LegPriceLines leg={leg} pricing={pricing} status={status} />
    </section>
  );
}

/** The leg's vehicles: one row each, and the buttons that add or remove one on this and the later legs. */
function VehiclesGroup(row: Omit<RowProps, 'index'>) {
  const { leg, prefix, follow } = row;
  return (
    <fieldset className="booking-group">
      <legend>
        <FormattedMessage id="vehiclesTitle" />
      </legend>
      {leg.vehicles.map((_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: vehicles are positions; the last one is removed
        <VehicleRow key={index} index={index} {...row} />
      ))}
      <div className="booking-actions">
        <AddButton
          id={`${prefix}-add-vehicle`}
          label="addVehicle"
          limit={limitKey(vehicleLimit(leg))}
          onAdd={() => follow((l, context) => addVehicle(l, context.trip), FOLLOW_BY.vehicleCount)}
        />
        {leg.vehicles.length > 0 ? (
          <button
            type="button"
            className="button button--secondary"
            onClick={() => follow(removeVehicle, FOLLOW_BY.vehicleCount)}
          >
            <FormattedMessage id="removeVehicle" />
          </button>
        ) : null}
      </div>
    </fieldset>
  );
}
