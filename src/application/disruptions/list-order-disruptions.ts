import type { DisruptionRepository, OrderDisruption } from '../ports/disruption-repository.ts';

/**
 * The disruptions recorded on an order, for its page and the traveller's trips: called by pages that have
 * already opened the order (`GetOrder`, `ListMyTrips` check who may see it).
 */
export class ListOrderDisruptions {
  readonly #deps: { disruptions: DisruptionRepository };
  constructor(deps: { disruptions: DisruptionRepository }) {
    this.#deps = deps;
  }

  execute(input: { orderId: string }): Promise<OrderDisruption[]> {
    return this.#deps.disruptions.ofOrder(input.orderId);
  }
}
