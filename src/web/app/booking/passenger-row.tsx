import { type FormatMessage, placeName } from '#application/orders/charge-line-words.ts';
import { accessibleCabinNotice } from '#domain/booking/accessible-cabin-notice.ts';
import { needsProofNumber } from '#domain/booking/fare-proof.ts';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { setResidentNumber } from '#domain/booking/leg-discounts.ts';
import { updatePassenger } from '#domain/booking/leg-passengers.ts';
import { PASSENGER_TYPES, type Passenger, type PassengerType } from '#domain/booking/passenger.ts';
import { showsProofAtBoarding } from '#domain/booking/passenger-age.ts';
import type { LegEdit, LegFacet } from '#domain/booking/wizard-legs.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { TipButton } from '../components/tip.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { type AccommodationOption, accommodationOptions } from './accommodation-options.ts';
import { BookingField } from './booking-field.tsx';
import { DraftInput } from './draft-input.tsx';
import { LoyaltyCardField } from './loyalty-card-field.tsx';
import { ProofNumberField } from './proof-number-field.tsx';
import type { FormErrors } from './traveller-errors.ts';
import { useMoney } from './use-money.ts';

export interface RowProps {
  leg: LegBooking;
  trip: Trip;
  index: number;
  /** The id prefix of the leg's fields, e.g. `leg0`. */
  prefix: string;
  edit: (change: LegEdit) => void;
  /** Edits this leg and the later legs that stood as it did (`editFollowingLegs`): a car, its length, a pet. */
  follow: (change: LegEdit, facet: LegFacet) => void;
  /** Refused fields of the leg, by their names in the leg (`passengers[1].loyaltyCard`). */
  errors: FormErrors;
}

/**
 * One passenger of a leg: fare type and seat, the card number a reduced fare needs, and the discounts the
 * sailing offers (loyalty card, MAN number).
 * The fare type goes through `retype`, which carries it to the later legs (`setPassengerType`).
 */
export function PassengerRow({
  leg,
  trip,
  index,
  prefix,
  edit,
  errors,
  retype,
}: RowProps & { retype: (index: number, type: PassengerType) => void }) {
  const intl = useIntl();
  const format: FormatMessage = (messageId, values) => intl.formatMessage({ id: messageId }, values);
  const passenger = leg.passengers[index];
  if (!passenger) return null;
  const id = `${prefix}-p${index}`;
  return (
    <div className="booking-row">
      <p className="booking-row__title">
        <FormattedMessage id="passengerN" values={{ n: index + 1 }} />
      </p>
      <BookingField
        id={`${id}-type`}
        label="passengerTypeLabel"
        hint={showsProofAtBoarding(passenger) ? <FormattedMessage id="proofAtBoardingHint" /> : undefined}
        error={errors[`passengers[${index}].passengerType`]}
      >
        {(props) => (
          <select
            {...props}
            value={passenger.passengerType}
            onChange={(event) => retype(index, event.target.value as PassengerType)}
          >
            {PASSENGER_TYPES.map((type) => (
              <option key={type} value={type}>
                {intl.formatMessage({ id: `passengerType_${type}` })}
              </option>
            ))}
          </select>
        )}
      </BookingField>
      <SeatChoice trip={trip} index={index} id={id} passenger={passenger} edit={edit} />
      {trip.cabinAvailability.length > 0 ? (
        <p className="booking-row__tip">
          <TipButton
            className="booking-row__tip-button"
            label={format('accommodationPricingHelpLabel')}
            tip={format('accommodationPricingHelp')}
          />
        </p>
      ) : null}
      <PassengerDiscounts leg={leg} trip={trip} index={index} id={id} edit={edit} errors={errors} />
    </div>
  );
}

/** An option's place as the list names it, a wheelchair-accessible cabin said to be one (decision 0090). */
function optionName(option: AccommodationOption, format: FormatMessage): string {
  const name = placeName({ accommodation: option.code, accommodationName: option.name }, format);
  return option.accessible ? format('accommodationAccessibleName', { name }) : name;
}

/** The passenger's seat, deck place or cabin, each with its fare and how many are left. */
function SeatChoice({
  trip,
  index,
  id,
  passenger,
  edit,
}: Pick<RowProps, 'trip' | 'index' | 'edit'> & { id: string; passenger: Passenger }) {
  const intl = useIntl();
  const money = useMoney();
  const format: FormatMessage = (messageId, values) => intl.formatMessage({ id: messageId }, values);
  const options = accommodationOptions(trip);
  const selected = `${passenger.accommodationType}|${passenger.accommodationRequestType}`;
  // Asked for an accessible cabin and not in one: said beside the choice, never blocking (decision 0090).
  const notice = accessibleCabinNotice(passenger, trip);
  return (
    <BookingField
      id={`${id}-seat`}
      label="seatType"
      hint={notice ? <FormattedMessage id={`accessibleCabinNotice_${notice}`} /> : undefined}
    >
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
                {
                  name: optionName(option, format),
                  fare: money(option.fare),
                  left: option.available,
                },
              )}
            </option>
          ))}
        </select>
      )}
    </BookingField>
  );
}

/**
 * What lowers the passenger's fare besides the fare type: the card number a reduced fare needs, and the
 * loyalty card and MAN number where the sailing offers them. Nothing when none applies.
 */
function PassengerDiscounts({
  leg,
  trip,
  index,
  id,
  edit,
  errors,
}: Pick<RowProps, 'leg' | 'trip' | 'index' | 'edit' | 'errors'> & { id: string }) {
  const passenger = leg.passengers[index]!;
  const proven = needsProofNumber(passenger);
  if (!proven && !trip.loyaltyProgramme && !trip.residentDiscount) return null;
  return (
    <div className="booking-row__discounts">
      {proven ? (
        <ProofNumberField
          id={`${id}-proof`}
          value={passenger.proofNumber}
          error={errors[`passengers[${index}].proofNumber`]}
          onCommit={(proofNumber) => edit((l) => updatePassenger(l, index, { proofNumber }))}
        />
      ) : null}
      {trip.loyaltyProgramme ? (
        <LoyaltyCardField
          id={`${id}-loyalty`}
          programme={trip.loyaltyProgramme}
          value={passenger.loyaltyCard}
          error={errors[`passengers[${index}].loyaltyCard`]}
          onCommit={(loyaltyCard) => edit((l) => updatePassenger(l, index, { loyaltyCard }))}
        />
      ) : null}
      {trip.residentDiscount ? (
        <BookingField
          id={`${id}-man`}
          label="manNumberLabel"
          hint={<FormattedMessage id="manNumberHint" />}
          error={errors[`passengers[${index}].manNumber`]}
        >
          {(props) => (
            <DraftInput
              {...props}
              inputMode="numeric"
              autoComplete="off"
              value={passenger.manNumber}
              onCommit={(manNumber) => edit((l) => setResidentNumber(l, index, manNumber))}
            />
          )}
        </BookingField>
      ) : null}
    </div>
  );
}
