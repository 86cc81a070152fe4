import type { DomainError } from '../errors/domain-error.ts';
import { domainError } from '../errors/domain-error.ts';
import { type LegPricingResponse, priceLeg } from '../pricing/leg-pricing.ts';
import { err, ok, type Result } from '../shared/result.ts';
import { totalOf } from './wizard.ts';
import type { BookingWizardState } from './wizard-state.ts';

/**
 * Spec §4: received pricing gives the leg its trip total (passenger + vehicle + trailer + service + pet)
 * and the booking its total. A price for a leg with no selected trip cannot be placed anywhere.
 */
export function receivePricing(
  state: BookingWizardState,
  legIndex: number,
  response: LegPricingResponse,
): Result<BookingWizardState, DomainError> {
  if (!state.bookingRequest.some((leg) => leg.legIndex === legIndex)) {
    return err(domainError('unableToCalculatePrice'));
  }
  const priced = priceLeg(legIndex, response);
  if (!priced.ok) return priced;
  const pricingResponse = [
    ...state.pricingResponse.filter((p) => p.legIndex !== legIndex),
    priced.value,
  ].sort((a, b) => a.legIndex - b.legIndex);
  return ok({
    ...state,
    pricingResponse,
    bookingRequest: state.bookingRequest.map((leg) =>
      leg.legIndex === legIndex ? { ...leg, tripTotal: priced.value.tripTotal } : leg,
    ),
    total: totalOf({ pricingResponse }),
  });
}
