import { type LegVersion, legThenAndNow } from '#domain/orders/order-versions.ts';
import type { DisruptionRepository, OrderDisruption } from '../ports/disruption-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';

/**
 * A disruption recorded on an order with the sailings it happened to (decision 0116): each touched leg as it
 * stood when the event was recorded, and whether the leg has moved to another sailing since (its notice is
 * then history, not news of the sailing the leg is on now).
 */
export interface OrderDisruptionNotice extends OrderDisruption {
  sailings: Array<{ legIndex: number; asRecorded: LegVersion; moved: boolean }>;
}

/**
 * The disruptions recorded on an order, for its page and the traveller's trips: called by pages that have
 * already opened the order (`GetOrder`, `ListMyTrips` check who may see it).
 */
export class ListOrderDisruptions {
  readonly #deps: { disruptions: DisruptionRepository; orders: Pick<OrderRepository, 'versions'> };
  constructor(deps: { disruptions: DisruptionRepository; orders: Pick<OrderRepository, 'versions'> }) {
    this.#deps = deps;
  }

  async execute(input: { orderId: string }): Promise<OrderDisruptionNotice[]> {
    const [recorded, versions] = await Promise.all([
      this.#deps.disruptions.ofOrder(input.orderId),
      this.#deps.orders.versions(input.orderId),
    ]);
    const latest = versions.at(-1);
    return recorded.map((entry) => ({
      ...entry,
      sailings: entry.legs.flatMap((legIndex) => {
        const found = legThenAndNow(versions, legIndex, entry.recordedAt, latest?.legs[legIndex]);
        return found ? [{ legIndex, ...found }] : [];
      }),
    }));
  }
}
