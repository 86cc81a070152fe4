import type { DisruptionChoice } from '#domain/disruptions/disruption-choices.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { Order } from '#domain/orders/order.ts';
import { changeValues, needsPayment, type OrderChange } from '#domain/orders/order-change.ts';
import { hasTickets } from '#domain/orders/order-status.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderAccess } from './get-order.ts';
import type { GetOrderChange } from './get-order-change.ts';
import { ORDER_CHANGE_JOBS, orderChangeJob } from './order-change-jobs.ts';

/**
 * The traveller's choice that confirming a change made for a disruption carries out (decision 0082), by the
 * traveller, or by the staff member or reseller who confirmed it for them.
 */
function rebookChoice(access: OrderAccess, order: Order, change: OrderChange, at: Date): DisruptionChoice {
  const email = 'principal' in access ? access.principal.email : null;
  const by = email && email.toLowerCase() !== order.leader.email.toLowerCase() ? email : 'traveller';
  return { legIndex: change.legIndex, choice: 'rebook', by, at: at.toISOString() };
}

export interface ConfirmOrderChangeDeps {
  /** The change as its traveller may see it: the same proof and the same lapsed changes let go. */
  getChange: GetOrderChange;
  changes: OrderChangeRepository;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * The traveller applies a held change (decision 0068). One that costs something is applied by its payment
 * (`changeNeedsPayment` until then); one that costs nothing or gives money back is marked confirmed with the
 * `order.confirmChange` job in one transaction, once: a double click or a second tab answers the change as it
 * stands. A change already under way or done is answered as it is.
 */
export class ConfirmOrderChange {
  readonly #deps: ConfirmOrderChangeDeps;
  constructor(deps: ConfirmOrderChangeDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { changeId: string },
  ): Promise<Result<{ order: Order; change: OrderChange }, Refusal>> {
    const found = await this.#deps.getChange.execute(input);
    if (!found.ok) return found;
    const { order, change } = found.value;
    if (change.status === 'expired') return err({ code: 'bookingExpired' });
    if (change.status !== 'held' || change.confirmRequestedAt) return found;
    // An order cancelled while its change was held has nothing left to change (issue #49): the change's hold
    // lapses and is released like any other.
    if (!hasTickets(order.status)) return err({ code: 'orderNotChangeable' });
    if (needsPayment(change)) return err({ code: 'changeNeedsPayment' });
    const now = this.#deps.clock.now();
    const moved = await this.#deps.changes.move({
      changeId: change.id,
      from: ['held'],
      to: 'held',
      at: now,
      requestConfirm: true,
      cause: { code: 'changeConfirmed', values: changeValues(change) },
      disruptionChoice: change.forDisruption ? rebookChoice(input, order, change, now) : undefined,
      outbox: [orderChangeJob(this.#deps.ids.next(), ORDER_CHANGE_JOBS.confirm, change.id, now)],
    });
    const current = moved ?? (await this.#deps.changes.find(change.id)) ?? change;
    return ok({ order, change: current });
  }
}
