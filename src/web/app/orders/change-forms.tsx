import { useState } from 'react';
import { Form, useNavigation } from 'react-router';
import type { PaymentRedirect } from '#application/ports/payment-gateway.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { DatePicker } from '../search/date-picker.tsx';
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

/** What the day's calendar needs beyond the page's view: the first day it offers and the leg's ports. */
export interface ChangeDayChoice {
  today: string;
  origin: string;
  destination: string;
}

/** The day of the new sailing, in the site's calendar (the reader's own words), marking the days that sail. */
function ChangeDayField({ view, day }: { view: ChangePageView; day: ChangeDayChoice }) {
  const intl = useIntl();
  const [date, setDate] = useState(view.date);
  return (
    <DatePicker
      name="date"
      label={intl.formatMessage({ id: 'changeDateLabel' })}
      value={date}
      onChange={setDate}
      min={day.today}
      origin={day.origin}
      destination={day.destination}
      errorId="change-date-error"
    />
  );
}

/** Another sailing: a day, then that day's sailings with places and the difference, or the company's refusal. */
export function ChangeSailingsForm({ view, day }: { view: ChangePageView; day: ChangeDayChoice }) {
  return (
    <section className="booking-card order-change__part" aria-labelledby="change-sailing-title">
      <h2 id="change-sailing-title">
        <FormattedMessage id="changeTabSailing" />
      </h2>
      <Form method="get" className="order-change__day">
        <input type="hidden" name="ref" value={view.reference} />
        <input type="hidden" name="leg" value={view.legIndex} />
        {view.forDisruption && <input type="hidden" name="for" value="disruption" />}
        <ChangeDayField view={view} day={day} />
        <SubmitButton label="changeShowSailings" className="button button--secondary" />
      </Form>
      {view.sailings?.length === 0 && (
        <p role="status" className="order-change__none">
          <FormattedMessage id="changeNoSailings" />
        </p>
      )}
      <ul className="order-change__sailings" data-testid="change-sailings">
        {view.sailings?.map((sailing) => (
          <li key={sailing.tripId} className="order-change__sailing">
            <p className="order-change__sailing-line">
              <FormattedMessage
                id="changeSailingLine"
                values={{ time: sailing.time, vessel: sailing.vessel, places: sailing.places }}
              />
            </p>
            {sailing.difference ? (
              <Form method="post" className="order-change__choice">
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
