import { Form } from 'react-router';
import { PET_TYPES, TRAILER_TYPES, VEHICLE_TYPES } from '#domain/booking/vehicle.ts';
import { ADDITION_FIELDS, type AdditionInput } from '#domain/orders/leg-addition.ts';
import { BookingField } from '../booking/booking-field.tsx';
import { ChargeLineRows } from '../booking/charge-lines-list.tsx';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { AdditionView } from './addition-view.server.ts';
import { Hidden, SubmitButton } from './change-forms.tsx';
import type { ChangePageView } from './change-view.server.ts';

type Field = keyof AdditionInput;

/** A kind to add, or none of that kind (the first choice). */
function KindSelect({
  field,
  label,
  kinds,
  view,
}: {
  field: Field;
  label: string;
  kinds: [string, string][];
  view: AdditionView;
}) {
  const intl = useIntl();
  return (
    <BookingField id={`add-${field}`} label={label} error={view.errors[field]}>
      {(props) => (
        <select {...props} name={field} defaultValue={view.values[field] ?? ''}>
          <option value="">{intl.formatMessage({ id: 'addNone' })}</option>
          {kinds.map(([value, words]) => (
            <option key={value} value={value}>
              {intl.formatMessage({ id: words })}
            </option>
          ))}
        </select>
      )}
    </BookingField>
  );
}

function TextInput({
  field,
  label,
  view,
  type = 'text',
}: {
  field: Field;
  label: string;
  view: AdditionView;
  type?: string;
}) {
  return (
    <BookingField id={`add-${field}`} label={label} error={view.errors[field]}>
      {(props) => (
        <input
          {...props}
          name={field}
          type={type}
          defaultValue={view.values[field] ?? ''}
          maxLength={32}
          autoComplete="off"
          {...(type === 'number' ? { inputMode: 'decimal', min: 1, max: 30, step: 0.1 } : {})}
        />
      )}
    </BookingField>
  );
}

/** What the company asks for the addition, line by line, and the one button that pays it. */
function AdditionQuote({ view, addition }: { view: ChangePageView; addition: AdditionView }) {
  if (!addition.quote) return null;
  return (
    <Form method="post" className="order-change__quote">
      <dl className="price-breakdown" data-testid="addition-quote">
        <ChargeLineRows lines={addition.quote.lines} />
        <div className="price-breakdown__total">
          <dt>
            <FormattedMessage id="addTotal" />
          </dt>
          <dd>{addition.quote.total}</dd>
        </div>
      </dl>
      <Hidden view={view} intent="addition" />
      {ADDITION_FIELDS.map((field) => (
        <input key={field} type="hidden" name={field} value={addition.values[field] ?? ''} />
      ))}
      <SubmitButton label="addPay" />
    </Form>
  );
}

/**
 * A vehicle (its kind, length and plate), a trailer and a pet (its kind, its passenger, its chip) to add to
 * the leg, as the booking wizard asks them (decision 0083); "See the price" asks the company, nothing held.
 */
export function AdditionForm({ view }: { view: ChangePageView }) {
  const intl = useIntl();
  const addition = view.addition;
  if (!addition) return null;
  const kinds = (table: readonly string[], prefix: string) =>
    table.map((kind): [string, string] => [kind, `${prefix}${kind}`]);
  return (
    <section className="order-change__part" aria-labelledby="change-addition-title">
      <h2 id="change-addition-title">
        <FormattedMessage id="addToLeg" />
      </h2>
      <Form method="get" className="order-change__addition">
        <input type="hidden" name="ref" value={view.reference} />
        <input type="hidden" name="leg" value={view.legIndex} />
        <input type="hidden" name="part" value="addition" />
        <fieldset>
          <legend>
            <FormattedMessage id="addPartVehicle" />
          </legend>
          <KindSelect
            field="vehicleType"
            label="vehicleTypeLabel"
            kinds={kinds(Object.keys(VEHICLE_TYPES), 'vehicleType_')}
            view={addition}
          />
          <TextInput field="vehicleLength" label="vehicleLength" view={addition} type="number" />
          <TextInput field="plateNumber" label="plateNumber" view={addition} />
        </fieldset>
        <fieldset>
          <legend>
            <FormattedMessage id="addPartTrailer" />
          </legend>
          <KindSelect
            field="trailerType"
            label="addTrailerType"
            kinds={kinds(Object.keys(TRAILER_TYPES), 'trailerType_')}
            view={addition}
          />
          <TextInput field="trailerLength" label="vehicleLength" view={addition} type="number" />
        </fieldset>
        <fieldset>
          <legend>
            <FormattedMessage id="addPartPet" />
          </legend>
          <KindSelect
            field="petType"
            label="petTypeLabel"
            kinds={kinds(PET_TYPES, 'petType_')}
            view={addition}
          />
          <BookingField id="add-petOwner" label="petOwner" error={addition.errors.petOwner}>
            {(props) => (
              <select {...props} name="petOwner" defaultValue={addition.values.petOwner ?? ''}>
                {view.passengers.map((passenger) => (
                  <option key={passenger.index} value={passenger.index}>
                    {`${passenger.name} ${passenger.surname}`.trim() ||
                      intl.formatMessage({ id: 'passengerN' }, { n: passenger.index + 1 })}
                  </option>
                ))}
              </select>
            )}
          </BookingField>
          <TextInput field="chipNumber" label="chipNumber" view={addition} />
        </fieldset>
        <p className="booking-field__hint">
          <FormattedMessage id="addLengthHint" />
        </p>
        <input type="hidden" name="see" value="1" />
        <SubmitButton label="addSeePrice" className="button button--secondary" />
      </Form>
      {addition.refusal && (
        <p className="notice notice--error" role="alert" data-testid="change-refusal">
          <FormattedMessage id={addition.refusal} />
        </p>
      )}
      <AdditionQuote view={view} addition={addition} />
    </section>
  );
}
