import type { ReactNode } from 'react';
import { tripTotals } from '#domain/booking/wizard-pricing.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import { FormattedMessage } from '../i18n/intl.tsx';
import type { PricingStatus } from './use-live-price.ts';
import { useMoney } from './use-money.ts';

/** What the summary says while no price is shown. */
const SUMMARY_MESSAGE = {
  pricing: 'pricing',
  incomplete: 'priceNeedsDetails',
  failed: 'unableToCalculatePrice',
  refused: 'invalidPassangersForm',
  priced: 'pricing',
} as const;

/**
 * The price as it will be charged (spec §3 breakdown), derived from the legs' server prices and the
 * delivery method by the same function the server uses. Every line is shown, zero or not: nothing hidden.
 */
export function PriceSummary({
  state,
  status,
  children,
}: {
  state: BookingWizardState;
  status: PricingStatus | 'incomplete';
  children?: ReactNode;
}) {
  const money = useMoney();
  const totals = tripTotals(state);
  const breakdown =
    totals && status === 'priced'
      ? cartBreakdown(totals, state.payment.receiveTicketsMethod, state.coupon?.discount ?? null)
      : null;
  return (
    <aside className="booking-summary" aria-labelledby="booking-summary-title" aria-live="polite">
      <h2 id="booking-summary-title">
        <FormattedMessage id="priceSummaryTitle" />
      </h2>
      {breakdown ? (
        <dl className="price-breakdown">
          <div>
            <dt>
              <FormattedMessage id="priceSubtotal" />
            </dt>
            <dd>{money(breakdown.subtotal)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="priceDiscount" />
            </dt>
            <dd>{money(breakdown.discount === 0 ? 0 : -breakdown.discount)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="priceServiceFee" />
            </dt>
            <dd>{money(breakdown.serviceFee)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="priceShipping" />
            </dt>
            <dd>{money(breakdown.shippingCost)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="priceExtraCost" />
            </dt>
            <dd>{money(breakdown.extraCost)}</dd>
          </div>
          <div className="price-breakdown__total">
            <dt>
              <FormattedMessage id="priceFinal" />
            </dt>
            <dd data-testid="final-price">{money(breakdown.finalPrice)}</dd>
          </div>
        </dl>
      ) : (
        <p
          className={
            status === 'failed' || status === 'refused' ? 'booking-summary__error' : 'booking-summary__wait'
          }
          role="status"
        >
          <FormattedMessage id={SUMMARY_MESSAGE[status]} />
        </p>
      )}
      <p className="booking-summary__note">
        <FormattedMessage id="noHiddenFees" />
      </p>
      {children}
    </aside>
  );
}
