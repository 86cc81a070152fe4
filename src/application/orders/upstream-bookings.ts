import type { Order } from '#domain/orders/order.ts';

export interface UpstreamBookingOfOrder {
  agentName: string;
  orderCode: string;
  /** The order's leg index of each leg of this upstream booking, in the upstream's order. */
  legIndexes: number[];
}

/** An order's bookings at the upstream systems: one per system, with the legs it sells. */
export function upstreamBookingsOf(order: Pick<Order, 'legs'>): UpstreamBookingOfOrder[] {
  const byAgent = new Map<string, UpstreamBookingOfOrder>();
  order.legs.forEach((leg, index) => {
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
