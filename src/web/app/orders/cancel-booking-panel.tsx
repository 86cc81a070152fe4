import { Form, useNavigation } from 'react-router';
import type { OrderSummary } from '../booking/order-summary.ts';
import { Link } from '../components/link.tsx';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { QuoteView } from './order-view.ts';

/** The heading names the sailing a leg's quote is for (its route, day and hour), or the whole booking. */
function QuoteTitle({ sailing }: { sailing?: OrderSummary['legs'][number] }) {
  if (!sailing) return <FormattedMessage id="ordersCancelTitle" />;
  return (
    <FormattedMessage
      id="ordersLegCancelTitle"
      values={{
        route: `${sailing.from} → ${sailing.to}`,
        company: sailing.companyName,
        date: sailing.departure.date,
        time: sailing.departure.time,
      }}
    />
  );
}

/** The way into cancelling: a GET to the same page, which asks the ferry companies for the refund first. */
export function CancelBookingButton({ reference }: { reference: string }) {
  return (
    <Form method="get" className="cancel-start">
      <input type="hidden" name="ref" value={reference} />
      <input type="hidden" name="step" value="cancel" />
      <button type="submit" className="button button--danger-outline">
        <FormattedMessage id="ordersCancel" />
      </button>
    </Form>
  );
}

/** The refund quote and the confirmation: nothing is cancelled until the traveller confirms these figures. */
export function CancelBookingPanel({
  reference,
  quote,
  notice,
  keepPath,
  toAgency,
  legIndex,
  sailing,
}: {
  reference: string;
  quote: QuoteView;
  notice: string | null;
  keepPath: string;
  /** The agency paid on its credit: the refund goes back to it, not to a card (decision 0055). */
  toAgency: boolean;
  /** One sailing of the order is cancelled alone (decision 0067), not the whole booking. */
  legIndex?: number;
  /** That sailing as the page lists it. */
  sailing?: OrderSummary['legs'][number];
}) {
  const pending = useNavigation().state === 'submitting';
  return (
    <section className="cancel-quote" aria-labelledby="cancel-quote-title">
      <h2 id="cancel-quote-title" data-testid="cancel-quote-title">
        <QuoteTitle sailing={legIndex === undefined ? undefined : sailing} />
      </h2>
      {notice && (
        <p className="notice notice--error" role="alert">
          <FormattedMessage id={notice} />
        </p>
      )}
      <p>
        <FormattedMessage id="ordersCancelIntro" />
      </p>
      <p className={`coverage-badge coverage-badge--${quote.coverage}`}>
        <FormattedMessage id={`ordersCancelCoverage_${quote.coverage}`} />
      </p>
      <dl className="price-breakdown cancel-quote__figures">
        <div>
          <dt>
            <FormattedMessage id="ordersCancelPaid" />
          </dt>
          <dd>{quote.paid}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="ordersCancelFee" />
          </dt>
          <dd>{quote.fee}</dd>
        </div>
        <div className="price-breakdown__total">
          <dt>
            <FormattedMessage id={toAgency ? 'ordersCancelRefundToAgency' : 'ordersCancelRefund'} />
          </dt>
          <dd data-testid="cancel-refund">{quote.refund}</dd>
        </div>
      </dl>
      {quote.estimated && (
        <p className="cancel-quote__estimated">
          <FormattedMessage id="ordersCancelEstimated" />
        </p>
      )}
      <Form method="post" className="cancel-quote__actions">
        <input type="hidden" name="intent" value={legIndex === undefined ? 'cancel' : 'cancelLeg'} />
        {legIndex !== undefined && <input type="hidden" name="leg" value={legIndex} />}
        <input type="hidden" name="reference" value={reference} />
        <input type="hidden" name="acceptedRefund" value={quote.refundCents} />
        <button type="submit" className="button button--danger" disabled={pending}>
          <FormattedMessage id="ordersCancelConfirm" values={{ amount: quote.refund }} />
        </button>
        <Link className="button button--secondary" to={keepPath}>
          <FormattedMessage id="ordersCancelKeep" />
        </Link>
      </Form>
    </section>
  );
}
