import type { LegBooking } from '../booking/leg-booking.ts';
import { type Refusal, refusal } from '../errors/refusal.ts';
import type { Cents } from '../money/cents.ts';
import { err, ok, type Result } from '../shared/result.ts';
import type { FareBreakdown } from './fare-breakdown.ts';
import type { LegPricing, PriceLine } from './leg-pricing.ts';

/**
 * What a line charges for: something on one sailing, or the order as a whole. A change to a sold leg adds
 * the fare difference (`changeFare`, negative when money goes back) and the company's fee (`changeFee`).
 */
export const LEG_LINE_KINDS = [
  'passenger',
  'wholeCabin',
  'vehicle',
  'trailer',
  'pet',
  'service',
  'changeFare',
  'changeFee',
] as const;
export const ORDER_LINE_KINDS = ['couponDiscount', 'serviceFee', 'courier', 'extraCost'] as const;
/**
 * Lines only a credit document carries (decision 0096): a sailing's share of Kyma's fees given back, the fee
 * a cancellation keeps, a refund staff gave for a reason. Never on an order's own lines.
 */
const CREDIT_LINE_KINDS = ['feesShare', 'feeKept', 'staffRefund'] as const;
export type ChargeLineKind = (typeof LEG_LINE_KINDS)[number] | (typeof ORDER_LINE_KINDS)[number];
/** Any line a fiscal document prints: an order's, or one only a credit document carries. */
export type FiscalLineKind = ChargeLineKind | (typeof CREDIT_LINE_KINDS)[number];

/**
 * One line of what an order charges, in codes and cents: worded only when shown, in the reader's
 * language (decision 0051). The amounts of an order's lines add up to its final price.
 */
export interface ChargeLine<Kind extends FiscalLineKind = ChargeLineKind> {
  kind: Kind;
  /** The sailing the line belongs to; null for the order's own lines (coupon, fees, courier). */
  legIndex: number | null;
  /** Position in the leg's list of that kind: passenger 0, vehicle 1, trailer slot, pet. */
  index: number;
  /** What is charged for: passenger type, vehicle, trailer or pet type, the company's service code. */
  code: string;
  /** The place of a passenger or of a whole cabin: the company's code and its own name for it. */
  accommodation: string | null;
  accommodationName: string | null;
  /** The passengers (by index) sleeping in a whole cabin. */
  occupants: number[];
  fare: Cents;
  discount: Cents;
  /** fare − discount; negative for the coupon's discount. */
  amount: Cents;
}

/** The company's service code of a whole cabin: `CABIN:<accommodation code>` (decision 0051). */
export const WHOLE_CABIN_PREFIX = 'CABIN:';

export interface PricedLegLines {
  booking: LegBooking;
  pricing: LegPricing;
}

/** One line with nothing but its kind, code and amount set: no place, no occupants, nothing discounted. */
export function chargeLine<Kind extends FiscalLineKind = ChargeLineKind>(
  fields: Partial<ChargeLine<Kind>> & Pick<ChargeLine<Kind>, 'kind' | 'code' | 'amount'>,
): ChargeLine<Kind> {
  return {
    legIndex: null,
    index: 0,
    accommodation: null,
    accommodationName: null,
    occupants: [],
    fare: fields.amount,
    discount: 0,
    ...fields,
  };
}

const priced = (item: PriceLine) => ({ fare: item.fare, discount: item.discount, amount: item.total });

/** The passengers who sleep in a whole cabin of that accommodation on this leg. */
function occupantsOf(booking: LegBooking, accommodation: string): number[] {
  return booking.passengers.flatMap((passenger, index) =>
    passenger.accommodationType === accommodation && passenger.accommodationRequestType === 'COMPLETE'
      ? [index]
      : [],
  );
}

function serviceLines({ booking, pricing }: PricedLegLines, legIndex: number): ChargeLine[] {
  return pricing.servicePrices.items.map((item) => {
    if (!item.code.startsWith(WHOLE_CABIN_PREFIX))
      return chargeLine({ kind: 'service', legIndex, index: item.index, code: item.code, ...priced(item) });
    const accommodation = item.code.slice(WHOLE_CABIN_PREFIX.length);
    const occupants = occupantsOf(booking, accommodation);
    const name = booking.passengers[occupants[0] ?? -1]?.accommodationTypeDescr || null;
    return chargeLine({
      kind: 'wholeCabin',
      legIndex,
      index: item.index,
      code: item.code,
      accommodation,
      accommodationName: name,
      occupants,
      ...priced(item),
    });
  });
}

/**
 * A passenger in a whole cabin pays nothing of their own: the cabin's line carries the price and lists
 * them, so they get no line of their own (issue #24: one line per cabin, not a berth plus a mystery).
 */
function passengerLines(legLines: PricedLegLines, legIndex: number, cabins: ChargeLine[]): ChargeLine[] {
  const inCabin = new Set(cabins.flatMap((cabin) => cabin.occupants));
  return legLines.pricing.passengerPrices.items.flatMap((item) => {
    const passenger = legLines.booking.passengers[item.index];
    if (inCabin.has(item.index) && item.total === 0) return [];
    return [
      chargeLine({
        kind: 'passenger',
        legIndex,
        index: item.index,
        code: passenger?.passengerType ?? item.code,
        accommodation: passenger?.accommodationType ?? null,
        accommodationName: passenger?.accommodationTypeDescr || null,
        ...priced(item),
      }),
    ];
  });
}

/** Every line of one sailing: passengers, whole cabins, vehicles, trailers, pets, other services. */
export function legChargeLines(legLines: PricedLegLines, legIndex: number): ChargeLine[] {
  const { booking, pricing } = legLines;
  const services = serviceLines(legLines, legIndex);
  const cabins = services.filter((service) => service.kind === 'wholeCabin');
  const item =
    (kind: 'vehicle' | 'trailer' | 'pet', code: (index: number) => string | undefined) =>
    (priceLine: PriceLine) =>
      chargeLine({
        kind,
        legIndex,
        index: priceLine.index,
        code: code(priceLine.index) || priceLine.code,
        ...priced(priceLine),
      });
  return [
    ...passengerLines(legLines, legIndex, cabins),
    ...cabins,
    ...pricing.vehiclePrices.items.map(item('vehicle', (i) => booking.vehicles[i]?.accommodationType)),
    ...pricing.trailerPrices.items.map(item('trailer', (i) => booking.trailers[i]?.accommodationType)),
    ...pricing.petPrices.items.map(item('pet', (i) => booking.pets[i]?.code)),
    ...services.filter((service) => service.kind === 'service'),
  ];
}

/**
 * The order's own lines from its breakdown: the coupon (when one was redeemed), the service fee and the
 * extra cost (always, at zero too: nothing hidden, decision 0012), courier shipping when couriered.
 */
export function orderChargeLines(breakdown: FareBreakdown): ChargeLine[] {
  return [
    ...(breakdown.discount > 0
      ? [
          chargeLine({
            kind: 'couponDiscount',
            code: 'COUPON',
            fare: 0,
            discount: breakdown.discount,
            amount: -breakdown.discount,
          }),
        ]
      : []),
    chargeLine({ kind: 'serviceFee', code: 'SERVICE_FEE', amount: breakdown.serviceFee }),
    ...(breakdown.shippingCost > 0
      ? [chargeLine({ kind: 'courier', code: 'COURIER', amount: breakdown.shippingCost })]
      : []),
    chargeLine({ kind: 'extraCost', code: 'EXTRA_COST', amount: breakdown.extraCost }),
  ];
}

/**
 * The one builder of an order's lines, from the priced cart: the summary of step 3 before the order
 * exists and `PlaceOrder` when it stores them, so what is shown and what is kept are the same lines.
 */
export function chargeLines(legs: PricedLegLines[], breakdown: FareBreakdown): ChargeLine[] {
  return [...legs.flatMap((leg, legIndex) => legChargeLines(leg, legIndex)), ...orderChargeLines(breakdown)];
}

export function chargeLinesTotal(lines: ChargeLine[]): Cents {
  return lines.reduce((sum, chargeLine) => sum + chargeLine.amount, 0);
}

/** Lines that do not add up to the price charged cannot be shown as its explanation. */
export function checkChargeLines(lines: ChargeLine[], finalPrice: Cents): Result<ChargeLine[], Refusal> {
  return chargeLinesTotal(lines) === finalPrice ? ok(lines) : err(refusal('unableToCalculatePrice'));
}
