import type { MarketingEvent, MarketingItem } from '#domain/marketing/marketing-event.ts';
import type { Order } from '#domain/orders/order.ts';

/** A sailing as marketing names it: the route, so campaigns can be measured per route. */
function sailingItems(legs: Order['legs']): MarketingItem[] {
  return legs.map(({ booking, tripTotal }) => ({
    id: `${booking.departurePort}-${booking.destinationPort}`,
    quantity: Math.max(1, booking.passengers.length),
    price: tripTotal,
  }));
}

/** "Pay and continue": the order placed, about to be paid; its id makes the event id. */
export function checkoutEvent(order: Order) {
  return {
    name: 'checkout' as const,
    eventId: `checkout-${order.id}`,
    items: sailingItems(order.legs),
    value: order.breakdown.finalPrice,
    currency: 'EUR' as const,
    orderReference: order.reference,
  };
}

/**
 * The purchase of a ticketed order, for an order whose traveller allowed marketing when buying; null
 * otherwise. Its event id is the order's, so however often it is written or sent it counts once.
 */
export function purchaseEvent(order: Order, at: Date): MarketingEvent | null {
  if (!order.marketingConsent || !order.marketingOrigin) return null;
  const { leader } = order;
  return {
    name: 'purchase',
    eventId: `purchase-${order.id}`,
    occurredAt: at.toISOString(),
    origin: order.marketingOrigin,
    customer: {
      email: leader.email,
      phone: `${leader.phonePrefix}${leader.mobile}`,
      firstName: leader.firstName,
      lastName: leader.lastName,
      ...(/^[A-Za-z]{2}$/.test(leader.country) ? { country: leader.country } : {}),
    },
    items: sailingItems(order.legs),
    value: order.breakdown.finalPrice,
    currency: 'EUR',
    orderReference: order.reference,
  };
}
