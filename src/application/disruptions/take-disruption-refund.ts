import { choiceOpen } from '#domain/disruptions/disruption-choices.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { Order } from '#domain/orders/order.ts';
import { err, type Result } from '#domain/shared/result.ts';
import type { CancelOrderLeg } from '../orders/cancel-order-leg.ts';
import type { GetOrder, OrderAccess } from '../orders/get-order.ts';
import type { Clock } from '../ports/clock.ts';
import type { DisruptionRepository } from '../ports/disruption-repository.ts';

export interface TakeDisruptionRefundDeps {
  getOrder: GetOrder;
  disruptions: DisruptionRepository;
  cancelOrderLeg: CancelOrderLeg;
  clock: Clock;
}

/**
 * The one-click choice beside a disruption (issue #26 point 3, decision 0076): cancel a leg the company
 * cancelled, or whose connection a disruption broke, and give back everything paid for it. It is the
 * per-leg cancellation (decision 0067), whose quote keeps no fee for such a leg, with its own timeline
 * cause; the choice is recorded on the order's disruption with who made it (`by`), in the same transaction as
 * the leg's cancellation (decision 0082).
 */
export class TakeDisruptionRefund {
  readonly #deps: TakeDisruptionRefundDeps;
  constructor(deps: TakeDisruptionRefundDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { legIndex: number; acceptedRefund: number; by: string },
  ): Promise<Result<Order, Refusal>> {
    const { by, ...access } = input;
    const found = await this.#deps.getOrder.execute(access);
    if (!found.ok) return err({ code: 'reservationNotFound' });
    const { order } = found.value;
    const recorded = await this.#deps.disruptions.ofOrder(order.id);
    if (!choiceOpen(recorded, input.legIndex)) return err({ code: 'noDisruptionRefund' });
    const at = this.#deps.clock.now().toISOString();
    return this.#deps.cancelOrderLeg.execute({
      ...access,
      cause: { code: 'legCancelledForDisruption', values: { sailing: String(input.legIndex + 1) } },
      disruptionChoice: { legIndex: input.legIndex, choice: 'refund', by, at },
    });
  }
}
