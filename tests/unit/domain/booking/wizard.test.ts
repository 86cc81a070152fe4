import { describe, expect, it } from 'vitest';
import {
  applyCoupon,
  changeLeader,
  changePaymentForm,
  clearBooking,
  enterBooknow,
  hasChoices,
  removeTrip,
  selectTrip,
} from '#domain/booking/wizard.ts';
import { receivePricing, tripTotals } from '#domain/booking/wizard-pricing.ts';
import type { BookingWizardState } from '#domain/booking/wizard-state.ts';
import {
  canGoForward,
  canJumpTo,
  goBack,
  goForward,
  jumpTo,
  stepValidity,
} from '#domain/booking/wizard-steps.ts';
import { aLegPricing, aSearch, aTrip, aWizard, taken } from '../support/builders.ts';

const outbound = aTrip({ id: 'sim:OUT', tripId: 'OUT', departureDatetime: '2026-07-01T07:00:00+03:00' });
const inbound = aTrip({
  id: 'sim:IN',
  tripId: 'IN',
  from: 'JTR',
  to: 'PIR',
  departureDatetime: '2026-07-08T17:00:00+03:00',
});

function priced(state: BookingWizardState, legIndex: number, total: number): BookingWizardState {
  const tripId = state.bookingRequest.find((leg) => leg.legIndex === legIndex)?.tripId;
  return taken(receivePricing(state, legIndex, aLegPricing(tripId, { passengerPrices: total })));
}

const oneWayAtStep1 = () => taken(goForward(taken(selectTrip(aWizard(), 0, outbound))));

describe('booking wizard', () => {
  it('starts at step 0 with three invalid steps, one-way search defaults and port pickup', () => {
    const state = aWizard();
    expect(stepValidity(state)).toEqual([false, false, false]);
    expect(state.currentStep).toBe(0);
    expect(state.search.typeOfTrip).toBe('oneWay');
    expect(state.payment.receiveTicketsMethod).toBe('portPickup');
    expect(state.payment.paymentMethod).toBe('card');
    expect(tripTotals(state)).toEqual([]);
  });

  it('makes step 0 valid only when the number of selected trips equals the expected legs', () => {
    const one = taken(selectTrip(aWizard(aSearch('roundTrip')), 0, outbound));
    expect(stepValidity(one)[0]).toBe(false);
    const both = taken(selectTrip(one, 1, inbound));
    expect(stepValidity(both)[0]).toBe(true);
  });

  it('makes step 1 valid exactly while every leg has a price', () => {
    const state = oneWayAtStep1();
    expect(stepValidity(state)).toEqual([true, false, false]);
    expect(stepValidity(priced(state, 0, 4000))).toEqual([true, true, false]);
  });

  it('keeps the selected routes and their legs sorted by departure date-time', () => {
    const state = taken(
      selectTrip(taken(selectTrip(aWizard(aSearch('roundTrip')), 1, inbound)), 0, outbound),
    );
    expect(state.routes.map((r) => r.trip.tripId)).toEqual(['OUT', 'IN']);
    expect(state.bookingRequest.map((leg) => leg.tripId)).toEqual(['OUT', 'IN']);
  });

  it('replaces the earlier selection of a leg and its price when a trip is selected', () => {
    const state = priced(taken(selectTrip(aWizard(), 0, outbound)), 0, 9000);
    const replacement = aTrip({ id: 'sim:OTHER', tripId: 'OTHER' });
    const next = taken(selectTrip(state, 0, replacement));
    expect(next.routes).toEqual([{ legIndex: 0, trip: replacement }]);
    expect(next.bookingRequest.map((leg) => leg.tripId)).toEqual(['OTHER']);
    expect(next.pricingResponse).toEqual([]);
  });

  it('brings a traveller beyond the passengers step back to it when the trip of a leg changes', () => {
    const atBilling = taken(goForward(priced(oneWayAtStep1(), 0, 4000)));
    expect(atBilling.currentStep).toBe(2);
    const next = taken(selectTrip(atBilling, 0, aTrip({ id: 'sim:OTHER', tripId: 'OTHER' })));
    expect(stepValidity(next)).toEqual([true, false, false]);
    expect(next.currentStep).toBe(1);
    expect(canJumpTo(next, 2)).toBe(false);
  });

  it('refuses a selection for a leg the search does not have', () => {
    const state = aWizard();
    for (const legIndex of [1, -1, 0.5])
      expect(selectTrip(state, legIndex, inbound)).toEqual({ ok: false, error: 'unknownLeg' });
  });

  it('removes the pricing entry of a removed trip and pulls the wizard back to step 0', () => {
    let state = taken(selectTrip(taken(selectTrip(aWizard(aSearch('roundTrip')), 0, outbound)), 1, inbound));
    state = priced(priced(state, 0, 5000), 1, 7000);
    expect(tripTotals(state)).toEqual([5000, 7000]);
    const next = taken(removeTrip(taken(goForward(state)), 1));
    expect(next.routes.map((r) => r.legIndex)).toEqual([0]);
    expect(next.bookingRequest.map((l) => l.legIndex)).toEqual([0]);
    expect(tripTotals(next)).toEqual([5000]);
    expect(stepValidity(next)[0]).toBe(false);
    expect(next.currentStep).toBe(0);
    expect(removeTrip(next, 1)).toEqual({ ok: false, error: 'unknownLeg' });
  });

  it('clears the booking: all steps invalid, pricing and booking data gone, back at step 0', () => {
    const state = taken(goForward(priced(oneWayAtStep1(), 0, 4000)));
    const cleared = clearBooking(state);
    expect(stepValidity(cleared)).toEqual([false, false, false]);
    expect(cleared.currentStep).toBe(0);
    expect(cleared.maximumStep).toBe(0);
    expect(cleared.routes).toEqual([]);
    expect(cleared.bookingRequest).toEqual([]);
    expect(cleared.pricingResponse).toEqual([]);
    expect(cleared.uuid).toBe(state.uuid);
    // Nothing is left to lose: leaving the results no longer asks.
    expect(hasChoices(state)).toBe(true);
    expect(hasChoices(cleared)).toBe(false);
  });

  it('moves forward only from a valid step that is not the last, and says why not', () => {
    expect(goForward(aWizard())).toEqual({ ok: false, error: 'stepIncomplete' });
    const step1 = oneWayAtStep1();
    expect(canGoForward(step1)).toBe(false);
    expect(goForward(step1)).toEqual({ ok: false, error: 'stepIncomplete' });
    const step2 = taken(goForward(priced(step1, 0, 4000)));
    expect(step2.maximumStep).toBe(2);
    expect(goForward(step2)).toEqual({ ok: false, error: 'lastStep' });
    expect(taken(goBack(step2)).currentStep).toBe(1);
    expect(goBack(aWizard())).toEqual({ ok: false, error: 'firstStep' });
  });

  it('jumps only to valid steps not beyond the furthest reached, and refuses the others', () => {
    const selected = taken(selectTrip(aWizard(), 0, outbound));
    expect(canJumpTo(selected, 1)).toBe(false);
    expect(jumpTo(selected, 1)).toEqual({ ok: false, error: 'stepNotOpen' });
    const step1 = taken(goForward(selected));
    expect(canJumpTo(step1, 1)).toBe(true);
    expect(canJumpTo(step1, 2)).toBe(false);
    expect(taken(jumpTo(step1, 0)).currentStep).toBe(0);
  });

  it('forces the credit-limit payment method when the booking becomes a reseller booking', () => {
    const reseller = enterBooknow(aWizard(), 42, true);
    expect(reseller.booknowUserId).toBe(42);
    expect(reseller.payment.paymentMethod).toBe('creditLimit');
    expect(changePaymentForm(reseller, { paymentMethod: 'card' }).payment.paymentMethod).toBe('creditLimit');
    const partner = enterBooknow(aWizard(), 7, false);
    expect(partner.payment.paymentMethod).toBe('card');
    expect(changePaymentForm(partner, { paymentMethod: 'creditLimit' }).payment.paymentMethod).toBe('card');
  });

  it('records the payment form', () => {
    const state = changePaymentForm(aWizard(), { receiveTicketsMethod: 'courier', city: 'Athens' });
    expect(state.payment).toMatchObject({ receiveTicketsMethod: 'courier', city: 'Athens' });
  });

  it("records the leader's contact details field by field without touching the prices", () => {
    const pricedState = priced(oneWayAtStep1(), 0, 4000);
    const state = changeLeader(changeLeader(pricedState, { firstName: 'Maria' }), {
      email: 'maria@example.com',
    });
    expect(state.leader).toMatchObject({ firstName: 'Maria', email: 'maria@example.com' });
    expect(tripTotals(state)).toEqual([4000]);
    expect(stepValidity(state)).toEqual(stepValidity(pricedState));
  });

  it('redeems a coupon, cancels it with null, and keeps it and the contact details when the booking is cleared', () => {
    const coupon = { code: 'SUMMER10', discount: { kind: 'percentage', basisPoints: 1000 } } as const;
    const state = changeLeader(applyCoupon(oneWayAtStep1(), coupon), { lastName: 'Papadopoulou' });
    expect(state.coupon).toEqual(coupon);
    const cleared = clearBooking(state);
    expect(cleared.routes).toEqual([]);
    expect(cleared.coupon).toEqual(coupon);
    expect(cleared.leader.lastName).toBe('Papadopoulou');
    expect(applyCoupon(state, null).coupon).toBeNull();
  });
});
