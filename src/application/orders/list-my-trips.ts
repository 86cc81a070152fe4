import { BOOKED_STATUSES, upcomingFirst } from '#domain/orders/my-trips.ts';
import type { Order } from '#domain/orders/order.ts';
import { businessDay } from '#domain/site/business-day.ts';
import type { Clock } from '../ports/clock.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { GetOrder } from './get-order.ts';

/** More than a traveller books in years; a bound on one page's reads all the same. */
const MY_TRIPS_LIMIT = 50;
/** A browser keeps an order's secret for 30 days; more than a few is a shared or scripted browser. */
const DEVICE_SECRETS_LIMIT = 10;

export interface MyTripsInput {
  /** The signed-in traveller's address, or the one a redeemed sign-in link proved (`ProveAddress`). */
  address: string | null;
  /** The order secrets this browser holds (it booked them): each order it proves is the traveller's too. */
  secrets: ReadonlyArray<{ reference: string; token: string }>;
}

/**
 * "My trips" (decision 0065): every booking made with the signed-in traveller's address and every booking
 * this browser made, upcoming first. The address is theirs (an account is active only once its address took
 * the activation link); a browser's secret opens its order through `GetOrder`, the same rule as the order page.
 */
export class ListMyTrips {
  readonly #deps: { orders: OrderRepository; clock: Clock; getOrder: GetOrder };
  constructor(deps: { orders: OrderRepository; clock: Clock; getOrder: GetOrder }) {
    this.#deps = deps;
  }

  async execute(input: MyTripsInput): Promise<Order[]> {
    const byAddress = input.address
      ? await this.#deps.orders.ordersOfAddress(input.address, BOOKED_STATUSES, MY_TRIPS_LIMIT)
      : [];
    const known = new Set(byAddress.map((order) => order.reference));
    const byDevice = await this.#ordersOfSecrets(input.secrets.filter((s) => !known.has(s.reference)));
    return upcomingFirst([...byAddress, ...byDevice], businessDay(this.#deps.clock.now()));
  }

  async #ordersOfSecrets(secrets: MyTripsInput['secrets']): Promise<Order[]> {
    const opened = await Promise.all(
      secrets.slice(0, DEVICE_SECRETS_LIMIT).map((secret) => this.#deps.getOrder.execute(secret)),
    );
    return opened.flatMap((found) =>
      found.ok && BOOKED_STATUSES.includes(found.value.order.status) ? [found.value.order] : [],
    );
  }
}
