import { Form, useNavigation } from 'react-router';
import { MAX_DELAY_MINUTES, MIN_DELAY_MINUTES } from '#domain/disruptions/disruption.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import { LabelledField } from './labelled-field.tsx';

/**
 * Staff cancel or delay the sailing of one of the order's legs (issue #26), for demonstrations and tests:
 * the company's system records it, and every traveller on that sailing is told at once.
 */
export function DisruptSailingPanel({ legs }: { legs: Array<{ from: string; to: string; when: string }> }) {
  const busy = useNavigation().state === 'submitting';
  return (
    <Form method="post" className="admin-refund admin-disrupt" aria-labelledby="disrupt-title">
      <h3 id="disrupt-title">
        <FormattedMessage id="adminDisruptTitle" />
      </h3>
      <p className="admin-muted">
        <FormattedMessage id="adminDisruptHint" />
      </p>
      <input type="hidden" name="intent" value="disrupt" />
      <LabelledField id="disrupt-leg" label="adminDisruptLeg" className="admin-refund__field">
        <select id="disrupt-leg" name="legIndex">
          {legs.map((leg, index) => (
            <option key={`${leg.from}-${leg.to}-${leg.when}`} value={index}>
              {leg.from} → {leg.to}, {leg.when}
            </option>
          ))}
        </select>
      </LabelledField>
      <fieldset className="admin-refund__field">
        <legend>
          <FormattedMessage id="adminDisruptKind" />
        </legend>
        <label className="admin-check">
          <input type="radio" name="kind" value="cancelled" defaultChecked />{' '}
          <FormattedMessage id="adminDisruptCancel" />
        </label>
        <label className="admin-check">
          <input type="radio" name="kind" value="delayed" /> <FormattedMessage id="adminDisruptDelay" />
        </label>
      </fieldset>
      <LabelledField id="disrupt-minutes" label="adminDisruptMinutes" className="admin-refund__field">
        <input
          id="disrupt-minutes"
          name="delayMinutes"
          type="number"
          min={MIN_DELAY_MINUTES}
          max={MAX_DELAY_MINUTES}
          step={5}
          defaultValue={90}
        />
      </LabelledField>
      <button type="submit" className="button button--danger" disabled={busy}>
        <FormattedMessage id="adminDisruptSubmit" />
      </button>
    </Form>
  );
}
