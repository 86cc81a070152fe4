import { describe, expect, it } from 'vitest';
import { selectTrip } from '#domain/booking/wizard.ts';
import {
  dropPrices,
  isPriced,
  pricingOf,
  receiveCartPricing,
  receivePricing,
  tripTotals,
} from '#domain/booking/wizard-pricing.ts';
import { aLegPricing, aSearch, aTrip, aWizard, taken } from '../support/builders.ts';

const price = aLegPricing('T1', {
  passengerPrices: 3900,
  vehiclePrices: 8000,
  trailerPrices: 2000,
  servicePrices: 150,
  petPrices: 500,
});
const inbound = aTrip({ id: 'sim:IN', tripId: 'IN', departureDatetime: '2026-07-08T17:00:00+03:00' });

const selected = () => taken(selectTrip(aWizard(aSearch('roundTrip')), 0, aTrip()));
const bothSelected = () => taken(selectTrip(selected(), 1, inbound));

describe('pricing received by the wizard', () => {
  it('gives the leg its trip total; the booking totals are read from the prices, never stored', () => {
    const state = taken(receivePricing(selected(), 0, price));
    expect(pricingOf(state, 0)?.tripTotal).toBe(14550);
    expect(tripTotals(state)).toEqual([14550]);
    expect(state).not.toHaveProperty('total');
    expect(state.bookingRequest[0]).not.toHaveProperty('tripTotal');
  });

  it('replaces an earlier price of the same leg', () => {
    const first = taken(receivePricing(selected(), 0, price));
    const cheaper = { ...price, petPrices: { items: [], total: 0 }, tripTotal: 14050 };
    expect(tripTotals(taken(receivePricing(first, 0, cheaper)))).toEqual([14050]);
  });

  it('has no totals while a leg awaits its price', () => {
    const state = taken(receivePricing(bothSelected(), 0, price));
    expect(isPriced(state)).toBe(false);
    expect(tripTotals(state)).toBeNull();
  });

  it('refuses a price for a leg with no selected trip, for another sailing, or that does not add up', () => {
    expect(receivePricing(selected(), 1, price)).toEqual({ ok: false, error: 'unknownLeg' });
    expect(receivePricing(selected(), 0, aLegPricing('OTHER'))).toEqual({
      ok: false,
      error: 'unableToCalculatePrice',
    });
    expect(receivePricing(selected(), 0, { ...price, tripTotal: 1 })).toEqual({
      ok: false,
      error: 'unableToCalculatePrice',
    });
  });

  it('takes the cart answer leg by leg in the cart order, or none of it', () => {
    const state = bothSelected();
    const cart = [aLegPricing('T1', { passengerPrices: 5000 }), aLegPricing('IN', { passengerPrices: 7000 })];
    expect(tripTotals(taken(receiveCartPricing(state, cart)))).toEqual([5000, 7000]);
    expect(receiveCartPricing(state, cart.slice(0, 1))).toEqual({
      ok: false,
      error: 'unableToCalculatePrice',
    });
    expect(receiveCartPricing(state, [...cart].reverse())).toEqual({
      ok: false,
      error: 'unableToCalculatePrice',
    });
  });

  it('drops every price when a fare changed at the company, so each leg is priced again', () => {
    const state = dropPrices(taken(receivePricing(selected(), 0, price)));
    expect(isPriced(state)).toBe(false);
    expect(state.bookingRequest).toHaveLength(1);
  });
});
