import { FormattedMessage, useIntl } from 'react-intl';
import { carriesPets, carriesVehicles, type LegBooking } from '../../../domain/booking/leg-booking.ts';
import { addPassenger, removePassenger, updatePassenger } from '../../../domain/booking/leg-passengers.ts';
import { addPet, assignPet, removePet, updatePet } from '../../../domain/booking/leg-pets.ts';
import { addVehicle, removeVehicle, updateVehicle } from '../../../domain/booking/leg-vehicles.ts';
import { PASSENGER_TYPES, type PassengerType } from '../../../domain/booking/passenger.ts';
import { PET_TYPES, VEHICLE_TYPES, type VehicleType } from '../../../domain/booking/vehicle.ts';
import { goBack, goForward, markStep } from '../../../domain/booking/wizard.ts';
import { editLeg, type LegEdit } from '../../../domain/booking/wizard-legs.ts';
import type { Trip } from '../../../domain/trips/trip.ts';
import { accommodationOptions } from './accommodation-options.ts';
import { BookingField } from './booking-field.tsx';
import { LegHeading } from './leg-heading.tsx';
import { PriceSummary } from './price-summary.tsx';
import type { BookingWizard } from './use-booking-wizard.ts';
import { useLivePrice } from './use-live-price.ts';

/** Passenger types a traveller picks from; the disabled-person fare needs papers checked at the port. */
const PICKABLE_TYPES = PASSENGER_TYPES.filter((type) => type !== 'DI');

interface LegFormProps {
  leg: LegBooking;
  trip: Trip;
  edit: (change: LegEdit) => void;
  portName: (code: string) => string;
}

function LegForm({ leg, trip, edit, portName }: LegFormProps) {
  const intl = useIntl();
  const money = (cents: number) => intl.formatNumber(cents / 100, { style: 'currency', currency: 'EUR' });
  const options = accommodationOptions(trip);
  const prefix = `leg${leg.legIndex}`;
  return (
    <section className="booking-card" aria-labelledby={`${prefix}-title`}>
      <LegHeading id={`${prefix}-title`} trip={trip} portName={portName} />
      <fieldset className="booking-group">
        <legend>
          <FormattedMessage id="passengersTitle" />
        </legend>
        {leg.passengers.map((passenger, index) => {
          const id = `${prefix}-p${index}`;
          const selected = `${passenger.accommodationType}|${passenger.accommodationRequestType}`;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: passengers are positions; the last one is removed
            <div className="booking-row" key={index}>
              <p className="booking-row__title">
                <FormattedMessage id="passengerN" values={{ n: index + 1 }} />
              </p>
              <BookingField id={`${id}-type`} label="passengerTypeLabel">
                {(props) => (
                  <select
                    {...props}
                    value={passenger.passengerType}
                    onChange={(event) =>
                      edit((l) =>
                        updatePassenger(l, index, { passengerType: event.target.value as PassengerType }),
                      )
                    }
                  >
                    {PICKABLE_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {intl.formatMessage({ id: `passengerType_${type}` })}
                      </option>
                    ))}
                  </select>
                )}
              </BookingField>
              <BookingField id={`${id}-seat`} label="seatType">
                {(props) => (
                  <select
                    {...props}
                    value={selected}
                    onChange={(event) => {
                      const option = options.find((o) => o.value === event.target.value);
                      if (!option) return;
                      edit((l) =>
                        updatePassenger(l, index, {
                          accommodationType: option.code,
                          accommodationTypeDescr: option.name,
                          accommodationRequestType: option.requestType,
                        }),
                      );
                    }}
                  >
                    {options.map((option) => (
                      <option
                        key={option.value}
                        value={option.value}
                        disabled={option.available <= 0 && option.value !== selected}
                      >
                        {intl.formatMessage(
                          { id: `accommodation_${option.kind}` },
                          { name: option.name, fare: money(option.fare), left: option.available },
                        )}
                      </option>
                    ))}
                  </select>
                )}
              </BookingField>
            </div>
          );
        })}
        <div className="booking-actions">
          <button
            type="button"
            className="button button--secondary"
            onClick={() => edit((l, context) => addPassenger(l, context.trip))}
            disabled={leg.passengers.length >= trip.bookingValidation.maxPassengers}
          >
            <FormattedMessage id="addPassenger" />
          </button>
          {leg.passengers.length > 1 ? (
            <button type="button" className="button button--secondary" onClick={() => edit(removePassenger)}>
              <FormattedMessage id="removePassenger" />
            </button>
          ) : null}
        </div>
      </fieldset>

      {carriesVehicles(trip) ? (
        <fieldset className="booking-group">
          <legend>
            <FormattedMessage id="vehiclesTitle" />
          </legend>
          {leg.vehicles.map((vehicle, index) => {
            const id = `${prefix}-v${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: vehicles are positions; the last one is removed
              <div className="booking-row" key={index}>
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
                        edit((l) =>
                          updateVehicle(l, index, {
                            accommodationType: type,
                            length: VEHICLE_TYPES[type] ?? null,
                          }),
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
                        edit((l) =>
                          updateVehicle(l, index, { length: Number.isFinite(length) ? length : null }),
                        );
                      }}
                    />
                  )}
                </BookingField>
              </div>
            );
          })}
          <div className="booking-actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => edit((l, context) => addVehicle(l, context.trip))}
              disabled={leg.vehicles.length >= leg.passengers.length}
            >
              <FormattedMessage id="addVehicle" />
            </button>
            {leg.vehicles.length > 0 ? (
              <button type="button" className="button button--secondary" onClick={() => edit(removeVehicle)}>
                <FormattedMessage id="removeVehicle" />
              </button>
            ) : null}
          </div>
        </fieldset>
      ) : null}

      {carriesPets(trip) ? (
        <fieldset className="booking-group">
          <legend>
            <FormattedMessage id="petsTitle" />
          </legend>
          {leg.pets.map((pet, index) => {
            const id = `${prefix}-pet${index}`;
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: pets are positions in the leg
              <div className="booking-row" key={index}>
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
                        edit((l) => updatePet(l, index, { code, description }));
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
                      onChange={(event) => edit((l) => assignPet(l, index, Number(event.target.value)))}
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
                  onClick={() => edit((l) => removePet(l, index))}
                >
                  <FormattedMessage id="removePet" />
                </button>
              </div>
            );
          })}
          <button
            type="button"
            className="button button--secondary"
            onClick={() => edit((l, context) => addPet(l, context.trip))}
          >
            <FormattedMessage id="addPet" />
          </button>
        </fieldset>
      ) : null}
      <p className="booking-card__total">
        <FormattedMessage id="legTotal" />{' '}
        <strong>{leg.tripTotal === null ? '…' : money(leg.tripTotal)}</strong>
      </p>
    </section>
  );
}

/** Whether every vehicle and pet has what the fare needs; the price is asked only for a complete party. */
function partyComplete(legs: LegBooking[]): boolean {
  return legs.every(
    (leg) =>
      leg.vehicles.every((v) => v.accommodationType !== '' && v.length !== null) &&
      leg.pets.every((p) => p.code !== '' && p.passengerIndex !== null),
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
  const { state, update } = wizard;
  const complete = partyComplete(state.bookingRequest);
  const status = useLivePrice(wizard, complete);
  const ready = complete && status === 'priced';
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
                portName={portName}
                edit={(change) => update((s) => editLeg(s, route.legIndex, change))}
              />
            );
          })}
        </div>
        <PriceSummary state={state} status={complete ? status : 'incomplete'}>
          <button
            type="button"
            className="button button--primary booking-summary__next"
            disabled={!ready}
            onClick={() => update((s) => goForward(markStep(s, 1, true)))}
          >
            <FormattedMessage id="continue" />
          </button>
          <button type="button" className="button button--link" onClick={() => update(goBack)}>
            <FormattedMessage id="back" />
          </button>
        </PriceSummary>
      </div>
    </div>
  );
}
