import { HOLDING_STATUSES } from '#domain/orders/order-status.ts';
import { ORDER_JOBS, orderJob } from '../checkout/order-jobs.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository } from '../ports/order-repository.ts';

/**
 * Orders whose holds lapsed unpaid become `expired`, and their places are released at the upstream systems
 * by the `order.releaseHolds` job the move queues. Run every minute by every process that runs jobs: the
 * moves are conditional, so several running at once expire each order once. A payment verified later
 * still moves an expired order to `paid` (decision 0012).
 */
export class ExpireLapsedOrders {
  readonly #deps: { orders: OrderRepository; ids: IdGenerator; clock: Clock };
  constructor(deps: { orders: OrderRepository; ids: IdGenerator; clock: Clock }) {
    this.#deps = deps;
  }

  async execute(input: { batchSize: number }): Promise<number> {
    const now = this.#deps.clock.now();
    const lapsed = await this.#deps.orders.lapsedHolds(now, input.batchSize);
    let expired = 0;
    for (const order of lapsed) {
      const moved = await this.#deps.orders.transition({
        orderId: order.id,
        from: HOLDING_STATUSES,
        to: 'expired',
        cause: { code: 'holdLapsed' },
        at: now,
        outbox: [orderJob(this.#deps.ids.next(), ORDER_JOBS.releaseHolds, order.id, now)],
      });
      if (moved) expired += 1;
    }
    return expired;
  }
}
