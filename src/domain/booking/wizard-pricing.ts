import type { Cents } from '../money/cents.ts';
import { cartBreakdown } from '../pricing/cart-breakdown.ts';
import { type ChargeLine, chargeLines, type PricedLegLines } from '../pricing/charge-lines.ts';
import { checkLegPricing, type LegPricing } from '../pricing/leg-pricing.ts';
import { ok } from '../shared/result.ts';
import { refuse, type WizardResult } from './wizard-refusal.ts';
import type { BookingWizardState, PricedLeg } from './wizard-state.ts';

export function pricingOf(state: BookingWizardState, legIndex: number): PricedLeg | undefined {
  return state.pricingResponse.find((pricing) => pricing.legIndex === legIndex);
}

/** Whether every selected leg has a price that still describes it. */
export function isPriced(state: BookingWizardState): boolean {
  return state.bookingRequest.every((leg) => pricingOf(state, leg.legIndex) !== undefined);
}

/** Every leg's trip total in leg order; null while a leg awaits its price. */
export function tripTotals(state: BookingWizardState): Cents[] | null {
  const totals = state.bookingRequest.map((leg) => pricingOf(state, leg.legIndex)?.tripTotal);
  return totals.every((total) => total !== undefined) ? totals : null;
}

/**
 * The cart's lines as the order will keep them (decision 0051): built by the same function `PlaceOrder`
 * stores them with, from the legs' server prices, the delivery and the coupon; null while a leg awaits
 * its price.
 */
export function wizardChargeLines(state: BookingWizardState): ChargeLine[] | null {
  const legs = state.bookingRequest.flatMap((booking): PricedLegLines[] => {
    const pricing = pricingOf(state, booking.legIndex);
    return pricing ? [{ booking, pricing }] : [];
  });
  if (legs.length !== state.bookingRequest.length) return null;
  const breakdown = cartBreakdown(
    legs.map((leg) => leg.pricing.tripTotal),
    state.payment.receiveTicketsMethod,
    state.coupon?.discount ?? null,
  );
  return chargeLines(legs, breakdown);
}

/**
 * Spec §4: received pricing gives the leg its trip total (passenger + vehicle + trailer + service + pet). A
 * price for a leg with no selected trip, for another sailing, or one that does not add up is refused.
 */
export function receivePricing(
  state: BookingWizardState,
  legIndex: number,
  pricing: LegPricing,
): WizardResult {
  const leg = state.bookingRequest.find((l) => l.legIndex === legIndex);
  if (!leg) return refuse('unknownLeg');
  if (pricing.tripId !== leg.tripId || !checkLegPricing(pricing).ok) return refuse('unableToCalculatePrice');
  const pricingResponse = [
    ...state.pricingResponse.filter((p) => p.legIndex !== legIndex),
    { ...pricing, legIndex },
  ];
  return ok({ ...state, pricingResponse: pricingResponse.sort((a, b) => a.legIndex - b.legIndex) });
}

/** The server prices the whole cart, one answer per leg in the cart's order; all are taken or none. */
export function receiveCartPricing(state: BookingWizardState, pricing: LegPricing[]): WizardResult {
  if (pricing.length !== state.bookingRequest.length) return refuse('unableToCalculatePrice');
  return state.bookingRequest.reduce<WizardResult>(
    (current, leg, index) =>
      current.ok ? receivePricing(current.value, leg.legIndex, pricing[index]!) : current,
    ok(state),
  );
}

/** A fare changed at the company: every leg waits for its new price, which the traveller sees before paying. */
export function dropPrices(state: BookingWizardState): BookingWizardState {
  return { ...state, pricingResponse: [] };
}
