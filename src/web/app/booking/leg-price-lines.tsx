import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { FormattedMessage, useIntl } from '../i18n/intl.tsx';
import type { PricingStatus } from './use-live-price.ts';
import { useMoney } from './use-money.ts';

/** Why a leg shows no price yet. */
const LEG_MESSAGE = {
  pricing: 'pricing',
  priced: 'pricing',
  incomplete: 'priceNeedsDetails',
  failed: 'unableToCalculatePrice',
  refused: 'invalidPassangersForm',
} as const;

interface Line {
  key: string;
  label: string;
  amount: number;
}

/** Every priced item of the leg, named the way the form above names it: "Passenger 2 · Child", "Vehicle 1 · Car". */
function linesOf(
  leg: LegBooking,
  pricing: LegPricing,
  text: (id: string, values?: object) => string,
): Line[] {
  const named = (n: number, what: string, kind?: string) =>
    kind ? `${text(what, { n: n + 1 })} · ${kind}` : text(what, { n: n + 1 });
  return [
    ...pricing.passengerPrices.items.map(({ index, total: amount }) => {
      const type = leg.passengers[index]?.passengerType;
      return {
        key: `p${index}`,
        label: named(index, 'passengerN', type && text(`passengerType_${type}`)),
        amount,
      };
    }),
    ...pricing.vehiclePrices.items.map(({ index, total: amount }) => {
      const type = leg.vehicles[index]?.accommodationType;
      return {
        key: `v${index}`,
        label: named(index, 'vehicleN', type && text(`vehicleType_${type}`)),
        amount,
      };
    }),
    ...pricing.trailerPrices.items.map(({ index, total: amount }) => ({
      key: `t${index}`,
      label: named(index, 'trailerN'),
      amount,
    })),
    ...pricing.petPrices.items.map(({ index, total: amount }) => ({
      key: `pet${index}`,
      label: named(index, 'petN'),
      amount,
    })),
    ...(pricing.servicePrices.total > 0
      ? [{ key: 'services', label: text('priceServices'), amount: pricing.servicePrices.total }]
      : []),
  ];
}

/**
 * The leg's price as the company answered it: a line per passenger, vehicle, trailer and pet, the services,
 * then the leg's total. Until the answer arrives the card says why no price is shown.
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
  const text = (id: string, values?: object) =>
    intl.formatMessage({ id }, values as Record<string, string | number>);
  if (!pricing) {
    return (
      <p className={status === 'failed' ? 'leg-price__error' : 'leg-price__wait'}>
        <FormattedMessage id={LEG_MESSAGE[status]} />
      </p>
    );
  }
  return (
    <dl className="price-breakdown leg-price" data-testid={`leg-price-${leg.legIndex}`}>
      {linesOf(leg, pricing, text).map((line) => (
        <div key={line.key}>
          <dt>{line.label}</dt>
          <dd>{money(line.amount)}</dd>
        </div>
      ))}
      <div className="price-breakdown__total">
        <dt>
          <FormattedMessage id="legTotal" />
        </dt>
        <dd>{money(pricing.tripTotal)}</dd>
      </div>
    </dl>
  );
}
