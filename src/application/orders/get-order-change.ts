import type { Refusal } from '#domain/errors/refusal.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ReleaseBookingChange } from '../ferry/release-booking-change.ts';
import type { Clock } from '../ports/clock.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { GetOrder, OrderAccess } from './get-order.ts';

/** A change's id: anything else names no change (and is never sent to the database). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GetOrderChangeDeps {
  getOrder: GetOrder;
  changes: OrderChangeRepository;
  releaseBookingChange: ReleaseBookingChange;
  clock: Clock;
}

/**
 * One change of an order, for whoever proves the order (`GET …/changes/{id}`): the change as it stands, a
 * lapsed hold moved to `expired` and given back first.
 */
export class GetOrderChange {
  readonly #deps: GetOrderChangeDeps;
  constructor(deps: GetOrderChangeDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { changeId: string },
  ): Promise<Result<{ order: Order; change: OrderChange }, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    const change = UUID.test(input.changeId) ? await this.#deps.changes.find(input.changeId) : null;
    if (!change || change.orderId !== order.id) return err({ code: 'changeNotFound' });
    if (!(await this.#deps.changes.expire(change.id, this.#deps.clock.now()))) return ok({ order, change });
    await this.#deps.releaseBookingChange.execute({
      agentName: change.agentName,
      changeCode: change.changeCode,
    });
    return ok({ order, change: { ...change, status: 'expired' } });
  }
}
