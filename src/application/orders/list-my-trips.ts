import { BOOKED_STATUSES, upcomingFirst } from '#domain/orders/my-trips.ts';
import type { Order } from '#domain/orders/order.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { Clock } from '../ports/clock.ts';
import type { OrderRepository } from '../ports/order-repository.ts';

/** More than a traveller books in years; a bound on one page's reads all the same. */
const MY_TRIPS_LIMIT = 50;

/**
 * "My trips" (decision 0065): every booking made with the signed-in traveller's address, upcoming first.
 * The address is theirs (an account is active only once its address took the activation link), and the
 * same rule lets them open each of these orders (`GetOrder`).
 */
export class ListMyTrips {
  readonly #deps: { orders: OrderRepository; clock: Clock };
  constructor(deps: { orders: OrderRepository; clock: Clock }) {
    this.#deps = deps;
  }

  /** `address`: the signed-in traveller's, or the one a redeemed sign-in link proved (`ProveAddress`). */
  async execute(input: { address: string }): Promise<Order[]> {
    const orders = await this.#deps.orders.ordersOfAddress(input.address, BOOKED_STATUSES, MY_TRIPS_LIMIT);
    return upcomingFirst(orders, businessDay(this.#deps.clock.now()));
  }
}
