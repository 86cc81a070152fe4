import { FormattedMessage } from '../i18n/intl.tsx';
import type { RefundView } from './refund-view.ts';

/**
 * Every refund of the order (issue #25 point 7, decision 0075), each with its steps: requested, accepted by
 * the company (where one cancels tickets first), sent to the card with the provider's reference, and
 * expected on the statement by; each dated once reached.
 */
export function OrderRefundsPanel({ refunds }: { refunds: RefundView[] }) {
  if (refunds.length === 0) return null;
  return (
    <section className="order-refunds" aria-labelledby="order-refunds-title">
      <h2 id="order-refunds-title">
        <FormattedMessage id="ordersRefundsTitle" />
      </h2>
      {refunds.map((refund) => (
        <RefundTracker key={refund.id} refund={refund} />
      ))}
    </section>
  );
}

function trackerSteps(refund: RefundView) {
  return [
    { id: 'refundStep_requested', at: refund.requested },
    ...(refund.accepted === undefined ? [] : [{ id: 'refundStep_accepted', at: refund.accepted }]),
    { id: refund.toCredit ? 'refundStep_sentToCredit' : 'refundStep_sent', at: refund.sent },
    ...(refund.toCredit ? [] : [{ id: 'refundStep_expected', at: refund.expectedBy }]),
  ];
}

function RefundTracker({ refund }: { refund: RefundView }) {
  return (
    <div className="refund-tracker" data-testid={`refund-${refund.id}`}>
      <p>
        <FormattedMessage
          id="refundTitle"
          values={{ kind: refund.kind, sailing: refund.sailing, amount: refund.amount }}
        />
      </p>
      <ol className="refund-tracker__steps" data-testid="refund-tracker">
        {trackerSteps(refund).map((step) => (
          <li key={step.id} className={step.at ? 'refund-step refund-step--done' : 'refund-step'}>
            {step.at ? (
              <>
                <FormattedMessage id={step.id} /> <time>{step.at}</time>
              </>
            ) : step.id === 'refundStep_expected' ? (
              // The day it reaches the statement follows from the day it is sent: a sentence, not "not yet".
              <span className="refund-step__pending">
                <FormattedMessage id="refundStepExpectedPending" />
              </span>
            ) : (
              <>
                <FormattedMessage id={step.id} />{' '}
                <span className="refund-step__pending">
                  <FormattedMessage id="refundStepPending" />
                </span>
              </>
            )}
            {step.id === 'refundStep_sent' && refund.reference && (
              <span className="refund-step__reference">
                {' '}
                <FormattedMessage id="refundStepReference" values={{ reference: refund.reference }} />
              </span>
            )}
          </li>
        ))}
      </ol>
      {refund.refused && (
        <p className="refund-tracker__refused" role="status">
          <FormattedMessage id="refundStepRefused" />
        </p>
      )}
    </div>
  );
}
