import { describe, expect, it } from 'vitest';
import {
  applyPendingReset,
  canJumpTo,
  changePaymentForm,
  clearBooking,
  enterBooknow,
  goForward,
  markStep,
  recordBookingExchange,
  removeTrip,
  requestReset,
  selectTrip,
  setFilters,
  setInvalidFields,
  setMobileValidated,
  setSorting,
} from '../../../../src/domain/booking/wizard.ts';
import { receivePricing } from '../../../../src/domain/booking/wizard-pricing.ts';
import type { BookingWizardState } from '../../../../src/domain/booking/wizard-state.ts';
import type { LegPricingResponse } from '../../../../src/domain/pricing/leg-pricing.ts';
import { newResultsFilters } from '../../../../src/domain/results/filter-trips.ts';
import { aSearch, aTrip, aWizard } from '../support/builders.ts';

const outbound = aTrip({ id: 'sim:OUT', tripId: 'OUT', departureDatetime: '2026-07-01T07:00:00+03:00' });
const inbound = aTrip({
  id: 'sim:IN',
  tripId: 'IN',
  from: 'JTR',
  to: 'PIR',
  departureDatetime: '2026-07-08T17:00:00+03:00',
});

const group = (total: number) => ({ items: [], total });
const pricing = (total: number): LegPricingResponse => ({
  passengerPrices: group(total),
  vehiclePrices: group(0),
  trailerPrices: group(0),
  servicePrices: group(0),
  petPrices: group(0),
  departureDatetime: '2026-07-01T07:00:00+03:00',
});

function priced(state: BookingWizardState, legIndex: number, total: number): BookingWizardState {
  const result = receivePricing(state, legIndex, pricing(total));
  if (!result.ok) throw new Error(result.error.code);
  return result.value;
}

describe('booking wizard', () => {
  it('starts at step 0 with three invalid steps, one-way search defaults and port pickup', () => {
    const state = aWizard();
    expect(state.steps).toEqual([{ valid: false }, { valid: false }, { valid: false }]);
    expect(state.currentStep).toBe(0);
    expect(state.search.typeOfTrip).toBe('oneWay');
    expect(state.payment.receiveTicketsMethod).toBe('portPickup');
    expect(state.payment.paymentMethod).toBe('card');
    expect(state.sortingValue).toBe('departureEarlier');
    expect(state.total).toBe(0);
  });

  it('makes step 0 valid only when the number of selected trips equals the expected legs', () => {
    const roundTrip = aWizard(aSearch('roundTrip'));
    const one = selectTrip(roundTrip, 0, outbound);
    expect(one.steps[0]?.valid).toBe(false);
    const both = selectTrip(one, 1, inbound);
    expect(both.steps[0]?.valid).toBe(true);
    expect(markStep(one, 0, true).steps[0]?.valid).toBe(false);
    expect(markStep(both, 0, false).steps[0]?.valid).toBe(false);
  });

  it('keeps the selected routes and their legs sorted by departure date-time', () => {
    const state = selectTrip(selectTrip(aWizard(aSearch('roundTrip')), 1, inbound), 0, outbound);
    expect(state.routes.map((r) => r.trip.tripId)).toEqual(['OUT', 'IN']);
    expect(state.bookingRequest.map((leg) => leg.tripId)).toEqual(['OUT', 'IN']);
  });

  it('replaces the earlier selection of a leg, its price and its invalid fields when a trip is selected', () => {
    let state = selectTrip(aWizard(), 0, outbound);
    state = setInvalidFields(priced(state, 0, 9000), 0, ['passengers[0].name']);
    const replacement = aTrip({ id: 'sim:OTHER', tripId: 'OTHER' });
    const next = selectTrip(state, 0, replacement);
    expect(next.routes).toEqual([{ legIndex: 0, trip: replacement }]);
    expect(next.bookingRequest.map((leg) => leg.tripId)).toEqual(['OTHER']);
    expect(next.pricingResponse).toEqual([]);
    expect(next.total).toBe(0);
    expect(next.invalidFields).toEqual({});
  });

  it('invalidates the passenger steps when the trip of a leg changes', () => {
    let state = selectTrip(aWizard(), 0, outbound);
    state = markStep(markStep(state, 1, true), 2, true);
    const next = selectTrip(state, 0, aTrip({ id: 'sim:OTHER' }));
    expect(next.steps.map((s) => s.valid)).toEqual([true, false, false]);
  });

  it('ignores a selection for a leg the search does not have', () => {
    const state = aWizard();
    expect(selectTrip(state, 1, inbound)).toBe(state);
    expect(selectTrip(state, -1, inbound)).toBe(state);
    expect(selectTrip(state, 0.5, inbound)).toBe(state);
  });

  it('removes the pricing entry of a removed trip and pulls the wizard back to step 0', () => {
    let state = selectTrip(selectTrip(aWizard(aSearch('roundTrip')), 0, outbound), 1, inbound);
    state = priced(priced(state, 0, 5000), 1, 7000);
    expect(state.total).toBe(12000);
    state = goForward(state);
    const next = removeTrip(state, 1);
    expect(next.routes.map((r) => r.legIndex)).toEqual([0]);
    expect(next.bookingRequest.map((l) => l.legIndex)).toEqual([0]);
    expect(next.pricingResponse.map((p) => p.legIndex)).toEqual([0]);
    expect(next.total).toBe(5000);
    expect(next.steps[0]?.valid).toBe(false);
    expect(next.currentStep).toBe(0);
    expect(removeTrip(next, 1)).toBe(next);
  });

  it('clears the booking: all steps invalid, pricing and booking data gone, back at step 0', () => {
    let state = selectTrip(aWizard(), 0, outbound);
    state = goForward(markStep(priced(state, 0, 4000), 1, true));
    state = recordBookingExchange(state, 'optionalBooking', { request: { a: 1 }, response: { ok: true } });
    const cleared = clearBooking(state);
    expect(cleared.steps.every((s) => !s.valid)).toBe(true);
    expect(cleared.currentStep).toBe(0);
    expect(cleared.maximumStep).toBe(0);
    expect(cleared.routes).toEqual([]);
    expect(cleared.bookingRequest).toEqual([]);
    expect(cleared.pricingResponse).toEqual([]);
    expect(cleared.optionalBooking).toBeNull();
    expect(cleared.total).toBe(0);
    expect(cleared.uuid).toBe(state.uuid);
  });

  it('sends the wizard back to step 0 with no selected trips on the next load after a reset request', () => {
    const state = goForward(selectTrip(aWizard(), 0, outbound));
    expect(applyPendingReset(state)).toBe(state);
    const flagged = requestReset(state);
    expect(flagged.resetPending).toBe(true);
    const reloaded = applyPendingReset(flagged);
    expect(reloaded.currentStep).toBe(0);
    expect(reloaded.routes).toEqual([]);
    expect(reloaded.resetPending).toBe(false);
  });

  it('jumps only to valid steps not beyond the furthest reached', () => {
    let state = selectTrip(aWizard(), 0, outbound);
    expect(canJumpTo(state, 1)).toBe(false);
    state = goForward(state);
    expect(canJumpTo(state, 1)).toBe(true);
    expect(canJumpTo(state, 2)).toBe(false);
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

  it('records the payment form, filters, sorting, mobile validation and invalid fields', () => {
    let state = changePaymentForm(aWizard(), { receiveTicketsMethod: 'courier', city: 'Athens' });
    expect(state.payment).toMatchObject({ receiveTicketsMethod: 'courier', city: 'Athens' });
    state = setFilters(state, { ...newResultsFilters(), eTicket: true });
    expect(state.filters.eTicket).toBe(true);
    expect(setSorting(state, 'priceAscending').sortingValue).toBe('priceAscending');
    expect(setMobileValidated(state, true).validationMobile).toBe(true);
    state = setInvalidFields(state, 0, ['a', 'a', 'b']);
    expect(state.invalidFields).toEqual({ '0': ['a', 'b'] });
    expect(setInvalidFields(state, 0, []).invalidFields).toEqual({});
  });
});
