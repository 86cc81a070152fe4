import { useEffect, useState } from 'react';
import type { LegPricing as UpstreamLegPricing } from '../../../application/ports/ferry-inventory.ts';
import { receivePricing } from '../../../domain/booking/wizard-pricing.ts';
import type { BookingWizardState } from '../../../domain/booking/wizard-state.ts';
import type { LegPricingResponse, PriceGroup } from '../../../domain/pricing/leg-pricing.ts';
import type { BookingWizard } from './use-booking-wizard.ts';

export type PricingStatus = 'priced' | 'pricing' | 'failed';

/** Waits for typing to settle before asking the server again. */
const SETTLE_MS = 250;

const group = (g: UpstreamLegPricing['passengerPrices']): PriceGroup => ({
  items: g.items.map((item) => ({ index: item.index, amount: item.total })),
  total: g.total,
});

const toResponse = (pricing: UpstreamLegPricing): LegPricingResponse => ({
  passengerPrices: group(pricing.passengerPrices),
  vehiclePrices: group(pricing.vehiclePrices),
  trailerPrices: group(pricing.trailerPrices),
  servicePrices: group(pricing.servicePrices),
  petPrices: group(pricing.petPrices),
  departureDatetime: pricing.departureDatetime,
});

function withPrices(state: BookingWizardState, pricing: UpstreamLegPricing[]): BookingWizardState {
  return pricing.reduce((current, leg, index) => {
    const legIndex = current.bookingRequest[index]?.legIndex;
    if (legIndex === undefined) return current;
    const received = receivePricing(current, legIndex, toResponse(leg));
    return received.ok ? received.value : current;
  }, state);
}

/**
 * Keeps every leg priced: when an edit drops a leg's price (the wizard does that for any change the fare
 * depends on), the whole cart is priced again on the server. A newer edit cancels the older request, so a
 * late answer never prices what is no longer on screen. `enabled` is false while the party is incomplete
 * (a vehicle without its type), which no system could price.
 */
export function useLivePrice(wizard: BookingWizard, enabled: boolean): PricingStatus {
  const [failed, setFailed] = useState(false);
  const legs = wizard.state.bookingRequest;
  const unpriced = legs.some((leg) => leg.tripTotal === null);
  const cartKey = JSON.stringify(legs);
  const { update } = wizard;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the cart is compared by value (cartKey)
  useEffect(() => {
    if (!enabled || !unpriced || legs.length === 0) return;
    const controller = new AbortController();
    const timer = setTimeout(async () => {
      try {
        const response = await fetch('/checkout/price', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ legs, receiveTicketsMethod: 'portPickup' }),
          signal: controller.signal,
        });
        if (!response.ok) throw new Error(`pricing answered ${response.status}`);
        const body = (await response.json()) as { pricing: UpstreamLegPricing[] };
        setFailed(false);
        update((state) => withPrices(state, body.pricing));
      } catch (error) {
        if (!controller.signal.aborted) {
          console.warn(error);
          setFailed(true);
        }
      }
    }, SETTLE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [cartKey, unpriced, enabled]);

  if (!unpriced) return 'priced';
  return failed ? 'failed' : 'pricing';
}
