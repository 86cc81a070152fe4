import type { FormatMessage } from '#application/orders/charge-line-words.ts';
import type { LegBooking } from '#domain/booking/leg-booking.ts';
import { legChargeLines } from '#domain/pricing/charge-lines.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import { ChargeLineRows, shownChargeLines } from './charge-lines-list.tsx';
import type { PricingStatus } from './use-live-price.ts';
import { useMoney } from './use-money.ts';

/** Why a leg shows no price yet. */
const LEG_MESSAGE = {
  pricing: 'pricing',
  priced: 'pricing',
  incomplete: 'priceNeedsDetails',
  failed: 'unableToCalculatePrice',
  refused: 'invalidPassengersForm',
} as const;

/**
 * The leg's price as the company answered it, in the lines the order will keep (decision 0051): a line per
 * passenger, whole cabin, vehicle, trailer and pet, the services, then the leg's total. Until the answer arrives the card says why no price is shown.
 */
export function LegPriceLines({
  leg,
  pricing,
  status,
}: {
  leg: LegBooking;
  pricing: LegPricing | undefined;
  status: PricingStatus | 'incomplete';
}) {
  const intl = useIntl();
  const money = useMoney();
  const format: FormatMessage = (id, values) => intl.formatMessage({ id }, values);
  if (!pricing) {
    return (
      <p className={status === 'failed' ? 'leg-price__error' : 'leg-price__wait'}>
        <FormattedMessage id={LEG_MESSAGE[status]} />
      </p>
    );
  }
  return (
    <dl className="price-breakdown leg-price" data-testid={`leg-price-${leg.legIndex}`}>
      <ChargeLineRows
        lines={shownChargeLines(legChargeLines({ booking: leg, pricing }, leg.legIndex), format, money)}
      />
      <div className="price-breakdown__total">
        <dt>
          <FormattedMessage id="legTotal" />
        </dt>
        <dd>{money(pricing.tripTotal)}</dd>
      </div>
    </dl>
  );
}
