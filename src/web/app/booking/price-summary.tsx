import { Fragment, type ReactNode } from 'react';
import type { FormatMessage } from '#application/orders/charge-line-words.ts';
import { wizardChargeLines } from '#domain/booking/wizard-pricing.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import { chargeLinesTotal } from '#domain/pricing/charge-lines.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { ChargeLineRows, shownChargeLines } from './charge-lines-list.tsx';
import { sailingWhen } from './leg-heading.tsx';
import type { PricingStatus } from './use-live-price.ts';
import { useMoney } from './use-money.ts';

/** What the summary says while no price is shown. */
const SUMMARY_MESSAGE = {
  pricing: 'pricing',
  incomplete: 'priceNeedsDetails',
  failed: 'unableToCalculatePrice',
  refused: 'invalidPassengersForm',
  priced: 'pricing',
} as const;

/**
 * The price as it will be charged (spec §3 breakdown): the order's lines built from the legs' server
 * prices, the delivery and the coupon by the same function the server stores them with (decision 0051),
 * their sum the final price. The fees are shown at zero too: nothing hidden.
 */
export function PriceSummary({
  state,
  status,
  itemised = false,
  portName,
  children,
}: {
  state: BookingWizardState;
  status: PricingStatus | 'incomplete';
  /** Every line of every leg (the last step); otherwise the order's own lines, the legs being shown beside. */
  itemised?: boolean;
  /** Names the itemised legs' sailings ("Piraeus → Santorini"), each over its own lines. */
  portName?: (code: string) => string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const money = useMoney();
  const lines = status === 'priced' ? wizardChargeLines(state) : null;
  const format: FormatMessage = (id, values) => intl.formatMessage({ id }, values);
  const nameOf = (legIndex: number, index: number) => {
    const passenger = state.bookingRequest[legIndex]?.passengers[index];
    return passenger ? `${passenger.name} ${passenger.surname}` : '';
  };
  const shown = lines && shownChargeLines(lines, format, money, nameOf);
  const legs = state.bookingRequest.map((booking, legIndex) => ({
    key: `leg-${booking.legIndex}`,
    trip: state.routes.find((route) => route.legIndex === booking.legIndex)?.trip,
    lines: shown?.filter((line) => line.legIndex === legIndex) ?? [],
    total: lines ? chargeLinesTotal(lines.filter((line) => line.legIndex === legIndex)) : 0,
  }));
  return (
    <aside className="booking-summary" aria-labelledby="booking-summary-title" aria-live="polite">
      <h2 id="booking-summary-title">
        <FormattedMessage id="priceSummaryTitle" />
      </h2>
      {lines && shown ? (
        <dl className="price-breakdown" data-testid="summary-lines">
          {legs.map((leg) =>
            itemised ? (
              <Fragment key={leg.key}>
                {leg.trip && portName ? (
                  <div className="price-breakdown__leg">
                    <dt>
                      {portName(leg.trip.from)} → {portName(leg.trip.to)}
                    </dt>
                    <dd>{sailingWhen(intl, leg.trip)}</dd>
                  </div>
                ) : null}
                <ChargeLineRows lines={leg.lines} />
                <div className="price-breakdown__subtotal">
                  <dt>
                    <FormattedMessage id="legTotal" />
                  </dt>
                  <dd>{money(leg.total)}</dd>
                </div>
              </Fragment>
            ) : null,
          )}
          {itemised ? null : (
            <div>
              <dt>
                <FormattedMessage id="priceSubtotal" />
              </dt>
              <dd>{money(chargeLinesTotal(lines.filter((line) => line.legIndex !== null)))}</dd>
            </div>
          )}
          <ChargeLineRows lines={shown.filter((line) => line.legIndex === null)} />
          <div className="price-breakdown__total">
            <dt>
              <FormattedMessage id="priceFinal" />
            </dt>
            <dd data-testid="final-price">{money(chargeLinesTotal(lines))}</dd>
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
