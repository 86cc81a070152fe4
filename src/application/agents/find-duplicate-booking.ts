import { type BookingIdentity, duplicateOf, LIVE_ORDER_STATUSES } from '#domain/orders/duplicate-booking.ts';
import type { Clock } from '../ports/clock.ts';
import type { OrderRepository } from '../ports/order-repository.ts';

/** Enough of an address's newest orders to find one made minutes ago. */
const RECENT_ORDERS = 20;

export interface DuplicateBooking {
  reference: string;
  createdAt: string;
}

/**
 * Before an agent holds places: the booking made minutes ago for the same traveller and sailings, if any,
 * so a retried or repeated request does not book twice (the agent asks the traveller first).
 */
export class FindDuplicateBooking {
  readonly #deps: { orders: OrderRepository; clock: Clock };
  constructor(deps: { orders: OrderRepository; clock: Clock }) {
    this.#deps = deps;
  }

  async execute(input: BookingIdentity): Promise<DuplicateBooking | null> {
    const recent = await this.#deps.orders.ordersOfAddress(input.email, LIVE_ORDER_STATUSES, RECENT_ORDERS);
    const duplicate = duplicateOf(recent, input, this.#deps.clock.now());
    return duplicate && { reference: duplicate.reference, createdAt: duplicate.createdAt };
  }
}
