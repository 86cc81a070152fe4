import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { orderAfterChange } from '#domain/orders/applied-change.ts';
import type { Order, OrderLeg } from '#domain/orders/order.ts';
import type { PricedLegLines } from '#domain/pricing/charge-lines.ts';
import { pricedCarts } from '../../../support/priced-cart-arbitrary.ts';

const leg = ({ booking, pricing }: PricedLegLines): OrderLeg => ({
  booking,
  agentName: 'sim',
  upstreamOrderCode: 'X',
  companyName: 'Blue Star Ferries',
  vesselName: 'Blue Star Delos',
  tripTotal: pricing.tripTotal,
  passengerPrices: [],
  vehiclePrices: [],
  trailerPrices: [],
  petPrices: [],
});

describe('an order once a change to one of its legs is applied', () => {
  it('names the moved leg’s new company and vessel as the company answers them, the other legs untouched', () => {
    fc.assert(
      fc.property(pricedCarts, (cart) => {
        const order = {
          legs: cart.legs.map(leg),
          breakdown: cart.breakdown,
          tickets: [],
        } as unknown as Order;
        const answer = {
          tripId: 'BSF2-next',
          companyCode: 'BSF',
          companyName: 'Blue Star Ferries',
          vesselCode: 'BSNAXOS',
          vesselName: 'Blue Star Naxos',
          departureDatetime: '2026-12-02T17:30:00+02:00',
          arrivalDatetime: '2026-12-03T01:00:00+02:00',
          passengers: [],
        };
        const after = orderAfterChange(order, { legIndex: 0, chargeLines: [] }, answer, []);
        expect(after.legs[0]!.vesselName).toBe('Blue Star Naxos');
        // Moved from whichever company sold it first: the leg names the one it sails with now.
        expect(after.legs[0]).toMatchObject({
          companyName: 'Blue Star Ferries',
          booking: { company: 'BSF' },
        });
        expect(after.legs[0]!.booking.vesselCode).toBe('BSNAXOS');
        expect(after.legs.slice(1)).toEqual(order.legs.slice(1));
      }),
    );
  });
});
