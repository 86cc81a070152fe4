import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import { type Refusal, refusal } from '#domain/errors/refusal.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import type { LegPricing } from '#domain/pricing/leg-pricing.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { ferryRefusal } from '../ferry/ferry-network.ts';
import type { PriceTrips } from '../ferry/price-trips.ts';
import type { ValidateLoyaltyCard } from '../ferry/validate-loyalty-card.ts';
import type { ValidateResident } from '../ferry/validate-resident.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';
import { proveDiscounts } from './discount-proof.ts';
import { toLegRequest } from './leg-request.ts';

export interface CartInput {
  legs: LegBooking[];
  receiveTicketsMethod: ReceiveTicketsMethod;
  userId?: string;
  sessionId?: string;
}

export interface CartPrice {
  /** One per leg, in the order of the input. */
  legs: LegPricing[];
  breakdown: FareBreakdown;
}

/**
 * Prices a cart on the server, from the trips and the party (the browser's figures are never used): discounts
 * only once proven, every leg at the system that sells it, then the spec §3 breakdown. A leg on a sailing
 * Kyma's record says is cancelled is refused before any system is asked (decision 0106): a system that keeps
 * selling a cancelled sailing sells it to nobody here, and the order (priced first) is refused with it.
 */
export interface PriceCartDeps {
  priceTrips: PriceTrips;
  validateResident: ValidateResident;
  validateLoyaltyCard: ValidateLoyaltyCard;
  /** The events Kyma read from the systems' feeds (`FollowDisruptions`). */
  disruptions: Pick<DisruptionRepository, 'onTrips'>;
}

export class PriceCart {
  readonly #deps: PriceCartDeps;
  constructor(deps: PriceCartDeps) {
    this.#deps = deps;
  }

  async execute(input: CartInput): Promise<Result<CartPrice, Refusal>> {
    if (input.legs.length === 0)
      return err(refusal('invalidRequest', [{ path: 'legs', key: 'fieldRequired' }]));
    const cancelled = await this.#cancelledLeg(input.legs);
    if (cancelled !== undefined)
      return err(
        refusal('sailingCancelled', [{ path: `legs[${cancelled}].tripId`, key: 'sailingCancelled' }]),
      );
    const proven = await proveDiscounts(this.#deps, input.legs);
    if (!proven.ok) return err(ferryRefusal(proven.error));
    const priced = await this.#deps.priceTrips.execute({
      legs: input.legs.map(toLegRequest),
      userId: input.userId,
      sessionId: input.sessionId,
    });
    if (!priced.ok) return err(ferryRefusal(priced.error));
    return ok({
      legs: priced.value,
      breakdown: cartBreakdown(
        priced.value.map((leg) => leg.tripTotal),
        input.receiveTicketsMethod,
      ),
    });
  }

  /** The index of the first leg on a sailing its own system told Kyma is cancelled. */
  async #cancelledLeg(legs: LegBooking[]): Promise<number | undefined> {
    const events = await this.#deps.disruptions.onTrips(legs.map((leg) => leg.tripId));
    const cancelled = events.filter((event) => event.kind === 'cancelled');
    const index = legs.findIndex((leg) =>
      cancelled.some((event) => event.agentName === leg.agentName && event.tripIds.includes(leg.tripId)),
    );
    return index < 0 ? undefined : index;
  }
}
