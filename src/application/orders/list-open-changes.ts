import type { Refusal } from '#domain/errors/refusal.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { OrderAccess } from './get-order.ts';
import type { GetOrderChangeDeps } from './get-order-change.ts';

/**
 * The order's changes under way, for whoever proves the order: the booking page shows a held change that
 * costs something as awaiting its payment (decision 0095). A held change whose hold lapsed is left out: the
 * sweeper expires it and gives its places back.
 */
export class ListOpenChanges {
  readonly #deps: GetOrderChangeDeps;
  constructor(deps: GetOrderChangeDeps) {
    this.#deps = deps;
  }

  async execute(input: OrderAccess): Promise<Result<OrderChange[], Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const now = this.#deps.clock.now().getTime();
    const open = await this.#deps.changes.openOf(found.value.order.id);
    return ok(open.filter((change) => change.status !== 'held' || Date.parse(change.expiresAt) > now));
  }
}
