import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OrderLeg } from '#domain/orders/order.ts';
import { linesOfOrder } from '#domain/orders/order-charge-lines.ts';
import { chargeLines, chargeLinesTotal, type PricedLegLines } from '#domain/pricing/charge-lines.ts';
import { pricedCarts } from '../../../support/priced-cart-arbitrary.ts';

/** An order leg as orders placed before the lines were kept stored it: one total per item. */
const oldLeg = ({ booking, pricing }: PricedLegLines): OrderLeg => ({
  booking,
  agentName: 'sim',
  upstreamOrderCode: 'X',
  companyName: 'Blue Star Ferries',
  vesselName: 'Delos',
  tripTotal: pricing.tripTotal,
  passengerPrices: pricing.passengerPrices.items.map((item) => item.total),
  vehiclePrices: pricing.vehiclePrices.items.map((item) => item.total),
  trailerPrices: pricing.trailerPrices.items.map((item) => item.total),
  petPrices: pricing.petPrices.items.map((item) => item.total),
});

describe('the lines of an order', () => {
  it('are the stored lines when the order kept them', () => {
    fc.assert(
      fc.property(pricedCarts, (cart) => {
        const stored = chargeLines(cart.legs, cart.breakdown);
        const order = { legs: cart.legs.map(oldLeg), breakdown: cart.breakdown, chargeLines: stored };
        expect(linesOfOrder(order)).toBe(stored);
      }),
    );
  });

  it('are derived from what an older order holds, and still add up to its final price', () => {
    fc.assert(
      fc.property(pricedCarts, (cart) => {
        const lines = linesOfOrder({ legs: cart.legs.map(oldLeg), breakdown: cart.breakdown });
        expect(chargeLinesTotal(lines)).toBe(cart.breakdown.finalPrice);
        const vehicles = cart.legs.reduce((sum, leg) => sum + leg.booking.vehicles.length, 0);
        expect(lines.filter((line) => line.kind === 'vehicle')).toHaveLength(vehicles);
      }),
    );
  });
});
