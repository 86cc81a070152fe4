import { Form, useNavigation } from 'react-router';
import type { PaymentRedirect } from '#application/ports/payment-gateway.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { ChangePageView } from './change-view.server.ts';

/** The order and leg every form of the page posts with. */
export function Hidden({ view, intent }: { view: ChangePageView; intent: string }) {
  return (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="ref" value={view.reference} />
      <input type="hidden" name="leg" value={view.legIndex} />
      {view.forDisruption && <input type="hidden" name="for" value="disruption" />}
    </>
  );
}

/** A submit button that says so while its form is on its way (a second click sends nothing more). */
export function SubmitButton({
  label,
  className = 'button button--primary',
}: {
  label: string;
  className?: string;
}) {
  const busy = useNavigation().state !== 'idle';
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy}>
      <FormattedMessage id={busy ? 'changeWorking' : label} />
    </button>
  );
}

/** Another sailing: a day, then that day's sailings with places and the difference, or the company's refusal. */
export function ChangeSailingsForm({ view }: { view: ChangePageView }) {
  return (
    <section className="order-change__part" aria-labelledby="change-sailing-title">
      <h2 id="change-sailing-title">
        <FormattedMessage id="changeTabSailing" />
      </h2>
      <Form method="get" className="order-change__day">
        <input type="hidden" name="ref" value={view.reference} />
        <input type="hidden" name="leg" value={view.legIndex} />
        {view.forDisruption && <input type="hidden" name="for" value="disruption" />}
        <label htmlFor="change-date">
          <FormattedMessage id="changeDateLabel" />
        </label>
        <input id="change-date" type="date" name="date" defaultValue={view.date} required />
        <SubmitButton label="changeShowSailings" className="button button--secondary" />
      </Form>
      {view.sailings?.length === 0 && (
        <p role="status">
          <FormattedMessage id="changeNoSailings" />
        </p>
      )}
      <ul className="order-change__sailings" data-testid="change-sailings">
        {view.sailings?.map((sailing) => (
          <li key={sailing.tripId} className="order-change__sailing">
            <p>
              <FormattedMessage
                id="changeSailingLine"
                values={{ time: sailing.time, vessel: sailing.vessel, places: sailing.places }}
              />
            </p>
            {sailing.difference ? (
              <Form method="post">
                <Hidden view={view} intent="sailing" />
                <input type="hidden" name="tripId" value={sailing.tripId} />
                <p data-testid="change-difference">
                  <FormattedMessage id="changeDifference" values={sailing.difference} />
                </p>
                <SubmitButton label="changeChoose" />
              </Form>
            ) : (
              <p className="notice notice--error">
                <FormattedMessage id={sailing.refusal ?? 'orderNotChangeable'} />
              </p>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A passenger's name, surname, document, nationality or birth date, corrected: only the fields filled in. */
export function ChangeCorrectionForm({ view }: { view: ChangePageView }) {
  const intl = useIntl();
  const fields = [
    ['name', 'firstName'],
    ['surname', 'lastName'],
    ['documentId', 'documentId'],
    ['nationality', 'nationality'],
    ['birthDate', 'birthDate'],
  ] as const;
  return (
    <section className="order-change__part" aria-labelledby="change-correction-title">
      <h2 id="change-correction-title">
        <FormattedMessage id="changeTabCorrection" />
      </h2>
      <Form method="post" className="order-change__correction">
        <Hidden view={view} intent="correction" />
        <label htmlFor="change-passenger">{intl.formatMessage({ id: 'passengerName' })}</label>
        <select id="change-passenger" name="passenger">
          {view.passengers.map((passenger) => (
            <option key={passenger.index} value={passenger.index}>
              {`${passenger.name} ${passenger.surname}`.trim() ||
                intl.formatMessage({ id: 'passengerN' }, { n: passenger.index + 1 })}
            </option>
          ))}
        </select>
        {fields.map(([name, label]) => (
          <p key={name} className="order-change__field">
            <label htmlFor={`change-${name}`}>{intl.formatMessage({ id: label })}</label>
            <input id={`change-${name}`} name={name} maxLength={100} autoComplete="off" />
          </p>
        ))}
        <SubmitButton label="changeCorrect" />
      </Form>
    </section>
  );
}

/** A provider that takes the card holder by a posted form (Cardlink): one button to go on to it. */
export function PaymentContinue({ payment }: { payment: PaymentRedirect }) {
  if (payment.method !== 'POST') return null;
  return (
    <form method="post" action={payment.url}>
      {Object.entries(payment.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" className="button button--primary">
        <FormattedMessage id="changeChoose" />
      </button>
    </form>
  );
}
