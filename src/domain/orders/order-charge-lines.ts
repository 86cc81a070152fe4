import { type ChargeLine, chargeLinesTotal, orderChargeLines } from '../pricing/charge-lines.ts';
import type { Order, OrderLeg } from './order.ts';

type LegacyKind = 'passenger' | 'vehicle' | 'trailer' | 'pet';

function legacyLine(
  kind: LegacyKind,
  legIndex: number,
  index: number,
  code: string,
  amount: number,
): ChargeLine {
  return {
    kind,
    legIndex,
    index,
    code,
    accommodation: null,
    accommodationName: null,
    occupants: [],
    fare: amount,
    discount: 0,
    amount,
  };
}

/**
 * An old order kept one total per passenger, vehicle, trailer and pet; whatever else its trip total holds
 * (on-board services, unoccupied berths) becomes one service line, so its lines still add up.
 */
function legacyLegLines(leg: OrderLeg, legIndex: number): ChargeLine[] {
  const { booking } = leg;
  const trailerSlots = booking.trailers.flatMap((trailer, slot) => (trailer ? [{ trailer, slot }] : []));
  const lines = [
    ...leg.passengerPrices.map((amount, i) => ({
      ...legacyLine('passenger', legIndex, i, booking.passengers[i]?.passengerType ?? '', amount),
      accommodation: booking.passengers[i]?.accommodationType ?? null,
      accommodationName: booking.passengers[i]?.accommodationTypeDescr || null,
    })),
    ...leg.vehiclePrices.map((amount, i) =>
      legacyLine('vehicle', legIndex, i, booking.vehicles[i]?.accommodationType ?? '', amount),
    ),
    ...leg.trailerPrices.map((amount, i) => {
      const slot = trailerSlots[i];
      return legacyLine('trailer', legIndex, slot?.slot ?? i, slot?.trailer.accommodationType ?? '', amount);
    }),
    ...leg.petPrices.map((amount, i) => legacyLine('pet', legIndex, i, booking.pets[i]?.code ?? '', amount)),
  ];
  const rest = leg.tripTotal - chargeLinesTotal(lines);
  return rest === 0
    ? lines
    : [...lines, { ...legacyLine('passenger', legIndex, 0, 'SERVICES', rest), kind: 'service' }];
}

/**
 * The one place an order's lines are read: those frozen when it was placed or, for an order placed before
 * they were kept, the lines derived from what it holds (decision 0051).
 */
export function linesOfOrder(order: Pick<Order, 'legs' | 'breakdown' | 'chargeLines'>): ChargeLine[] {
  return order.chargeLines ?? [...order.legs.flatMap(legacyLegLines), ...orderChargeLines(order.breakdown)];
}
