import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import { cartBreakdown } from '#domain/pricing/cart-breakdown.ts';
import type { FareBreakdown } from '#domain/pricing/fare-breakdown.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { FerryError } from '../ferry/ferry-network.ts';
import type { PriceTrips } from '../ferry/price-trips.ts';
import type { LegPricing } from '../ports/ferry-inventory.ts';
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
 * Prices a cart on the server, from the trips and the party (the browser's figures are never used): every
 * leg at the system that sells it, then the spec §3 breakdown.
 */
export class PriceCart {
  readonly #priceTrips: PriceTrips;
  constructor(deps: { priceTrips: PriceTrips }) {
    this.#priceTrips = deps.priceTrips;
  }

  async execute(input: CartInput): Promise<Result<CartPrice, FerryError>> {
    if (input.legs.length === 0) return err({ code: 'invalidRequest', message: 'no legs', path: 'legs' });
    const priced = await this.#priceTrips.execute({
      legs: input.legs.map(toLegRequest),
      userId: input.userId,
      sessionId: input.sessionId,
    });
    if (!priced.ok) return priced;
    return ok({
      legs: priced.value,
      breakdown: cartBreakdown(
        priced.value.map((leg) => leg.tripTotal),
        input.receiveTicketsMethod,
      ),
    });
  }
}
