import type { Refusal } from '#domain/errors/refusal.ts';
import type { Order } from '#domain/orders/order.ts';
import { changeValues, needsPayment, type OrderChange } from '#domain/orders/order-change.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { ReleaseBookingChange } from '../ferry/release-booking-change.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { GetOrder, OrderAccess } from './get-order.ts';
import { ORDER_CHANGE_JOBS, orderChangeJob } from './order-change-jobs.ts';

export interface ConfirmOrderChangeDeps {
  getOrder: GetOrder;
  changes: OrderChangeRepository;
  releaseBookingChange: ReleaseBookingChange;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * One change of an order, for whoever proves the order (`GET …/changes/{id}`): the change as it stands, a
 * lapsed hold moved to `expired` and given back first.
 */
export class GetOrderChange {
  readonly #deps: ConfirmOrderChangeDeps;
  constructor(deps: ConfirmOrderChangeDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { changeId: string },
  ): Promise<Result<{ order: Order; change: OrderChange }, Refusal>> {
    const found = await this.#deps.getOrder.execute(input);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    const change = await this.#deps.changes.find(input.changeId);
    if (!change || change.orderId !== order.id) return err({ code: 'changeNotFound' });
    if (!(await this.#deps.changes.expire(change.id, this.#deps.clock.now()))) return ok({ order, change });
    await this.#deps.releaseBookingChange.execute({ agentName: change.agentName, changeCode: change.changeCode });
    return ok({ order, change: { ...change, status: 'expired' } });
  }
}

/**
 * The traveller applies a held change (decision 0068). One that costs something is applied by its payment
 * (`changeNeedsPayment` until then); one that costs nothing or gives money back is marked confirmed with the
 * `order.confirmChange` job in one transaction, once: a double click or a second tab answers the change as it
 * stands. A change already under way or done is answered as it is.
 */
export class ConfirmOrderChange {
  readonly #deps: ConfirmOrderChangeDeps;
  readonly #get: GetOrderChange;
  constructor(deps: ConfirmOrderChangeDeps) {
    this.#deps = deps;
    this.#get = new GetOrderChange(deps);
  }

  async execute(
    input: OrderAccess & { changeId: string },
  ): Promise<Result<{ order: Order; change: OrderChange }, Refusal>> {
    const found = await this.#get.execute(input);
    if (!found.ok) return found;
    const { order, change } = found.value;
    if (change.status === 'expired') return err({ code: 'bookingExpired' });
    if (change.status !== 'held' || change.confirmRequestedAt) return found;
    if (needsPayment(change)) return err({ code: 'changeNeedsPayment' });
    const now = this.#deps.clock.now();
    const moved = await this.#deps.changes.move({
      changeId: change.id,
      from: ['held'],
      to: 'held',
      at: now,
      requestConfirm: true,
      cause: { code: 'changeConfirmed', values: changeValues(change) },
      outbox: [orderChangeJob(this.#deps.ids.next(), ORDER_CHANGE_JOBS.confirm, change.id, now)],
    });
    const current = moved ?? (await this.#deps.changes.find(change.id)) ?? change;
    return ok({ order, change: current });
  }
}
