import { useId } from 'react';
import { Form, useActionData, useNavigation } from 'react-router';
import { FieldError } from '../forms/field-error.tsx';
import type { FieldFailure } from '../forms/form-answer.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { CareFormView, CareLineView } from './rights-panel-view.ts';

/** The order page's answer to a care form it refused: the leg's form and its fields at fault. */
interface CareFormAnswer {
  careForm?: { legIndex: number; fields: FieldFailure[] };
}

/** What the care of this leg may give, before the traveller says what they spent. */
function CareCaps({ form }: { form: CareFormView }) {
  return (
    <ul className="rights-panel__care-caps">
      <li>
        <FormattedMessage id="rightsPanel_careMealsCap" values={{ meals: form.meals, cap: form.mealsCap }} />
      </li>
      <li>
        {'withheld' in form.stay ? (
          <FormattedMessage id="rightsPanel_careNoStay" values={{ reason: form.stay.withheld }} />
        ) : (
          <FormattedMessage
            id="rightsPanel_careStayCap"
            values={{ nights: form.stay.nights, perNight: form.stay.perNightCap }}
          />
        )}
      </li>
    </ul>
  );
}

/** One amount the traveller types, labelled, with its error read out beside it. */
function CareField({
  name,
  label,
  failure,
  numeric,
}: {
  name: 'meals' | 'nights' | 'perNight';
  label: string;
  failure: string | undefined;
  numeric?: boolean;
}) {
  const intl = useIntl();
  const id = `${useId()}-${name}`;
  return (
    <div className="form-field">
      <label htmlFor={id}>{intl.formatMessage({ id: label })}</label>
      <input
        id={id}
        name={name}
        inputMode={numeric ? 'numeric' : 'decimal'}
        autoComplete="off"
        maxLength={9}
        aria-invalid={failure ? true : undefined}
        aria-describedby={failure ? `${id}-error` : undefined}
      />
      <FieldError id={`${id}-error`} messageKey={failure} />
    </div>
  );
}

/**
 * "Claim care expenses" (decision 0089): what the traveller spent on meals and a stay, which the domain caps
 * line by line once sent; with `action` the traveller sends it from here. Receipts are not uploaded: the
 * company may ask for them, which the form says.
 */
export function CareClaimForm({
  form,
  action,
  eventTitleId,
}: {
  form: CareFormView;
  action?: string;
  /** The heading of the event it claims for: with it, each leg's form is named apart from the others'. */
  eventTitleId?: string;
}) {
  const pending = useNavigation().state === 'submitting';
  const answer = useActionData() as CareFormAnswer | undefined;
  const failures = answer?.careForm?.legIndex === form.legIndex ? answer.careForm.fields : [];
  const failure = (name: string) => failures.find((field) => field.path === name)?.key;
  const titleId = useId();
  return (
    <div className="rights-panel__claim" data-testid="care-form">
      <h3 id={titleId}>
        <FormattedMessage id="rightsPanel_careTitle" />
      </h3>
      <CareCaps form={form} />
      {action && (
        <Form
          method="post"
          action={action}
          aria-labelledby={eventTitleId ? `${titleId} ${eventTitleId}` : titleId}
          noValidate
        >
          <input type="hidden" name="intent" value="careClaim" />
          <input type="hidden" name="leg" value={form.legIndex} />
          <input type="hidden" name="disruptionKey" value={form.disruptionKey} />
          <CareField name="meals" label="rightsPanel_careMeals" failure={failure('meals')} />
          {!('withheld' in form.stay) && (
            <>
              <CareField name="nights" label="rightsPanel_careNights" failure={failure('nights')} numeric />
              <CareField name="perNight" label="rightsPanel_carePerNight" failure={failure('perNight')} />
            </>
          )}
          <p className="form-field__hint">
            <FormattedMessage id="rightsPanel_careReceipts" values={{ company: form.company }} />
          </p>
          <button type="submit" className="button" disabled={pending}>
            <FormattedMessage id="rightsPanel_careSend" values={{ company: form.company }} />
          </button>
        </Form>
      )}
    </div>
  );
}

/** A care claim's lines as sent: spent, the most the regulation gives, claimed, and why. */
export function CareLines({ lines, amount }: { lines: CareLineView[]; amount: string }) {
  return (
    <>
      <ul className="rights-panel__care-lines" data-testid="care-lines">
        {lines.map((line) => (
          <li key={line.kind}>
            <FormattedMessage id="rightsPanel_careLine" values={{ ...line }} />
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="rightsPanel_careTotal" values={{ amount }} />
      </p>
    </>
  );
}
