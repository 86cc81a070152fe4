import { legStatus } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';

export interface UpstreamBookingOfOrder {
  agentName: string;
  orderCode: string;
  /** The order's leg index of each leg of this upstream booking, in the upstream's order. */
  legIndexes: number[];
}

/**
 * An order's bookings at the upstream systems: one per system, with the valid legs it sells (a leg cancelled
 * alone is done with at its company, decision 0067).
 */
export function upstreamBookingsOf(order: Pick<Order, 'legs'>): UpstreamBookingOfOrder[] {
  const byAgent = new Map<string, UpstreamBookingOfOrder>();
  order.legs.forEach((leg, index) => {
    if (legStatus(leg) !== 'valid') return;
    const known = byAgent.get(leg.agentName) ?? {
      agentName: leg.agentName,
      orderCode: leg.upstreamOrderCode,
      legIndexes: [],
    };
    known.legIndexes.push(index);
    byAgent.set(leg.agentName, known);
  });
  return [...byAgent.values()];
}

/** Where one leg of an order is at its upstream system: the booking, and the leg's position in it. */
export function upstreamLegOf(order: Pick<Order, 'legs'>, legIndex: number) {
  const leg = order.legs[legIndex]!;
  const position = order.legs.slice(0, legIndex).filter((other) => other.agentName === leg.agentName).length;
  return { agentName: leg.agentName, orderCode: leg.upstreamOrderCode, legIndex: position };
}
