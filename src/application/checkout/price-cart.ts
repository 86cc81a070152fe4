import type { LegBooking } from '#domain/booking/leg-booking.ts';
import type { ReceiveTicketsMethod } from '#domain/booking/payment-form.ts';
import { type FareBreakdown, fareBreakdown } from '#domain/pricing/fare-breakdown.ts';
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
 * Kyma's service fee and card surcharge: none. The claim "no hidden fees" (spec §1) is kept by charging
 * the companies' fares plus courier shipping only; the breakdown still shows the lines, at zero.
 */
const SERVICE_FEE = 0;
const CARD_EXTRA_COST = 0;

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
      breakdown: fareBreakdown({
        tripTotals: priced.value.map((leg) => leg.tripTotal),
        discount: null,
        serviceFee: SERVICE_FEE,
        receiveTicketsMethod: input.receiveTicketsMethod,
        extraCost: CARD_EXTRA_COST,
        creditLimit: null,
      }),
    });
  }
}
