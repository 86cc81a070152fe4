import type { Principal } from '#domain/auth/principal.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import type { RefundChanged } from '#domain/orders/cancellation-quote.ts';
import { legStatus } from '#domain/orders/leg-status.ts';
import { mayActOnBehalf, refundForDisruption } from '#domain/orders/on-behalf.ts';
import type { Order } from '#domain/orders/order.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { AuditLog } from '../ports/audit-log.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { CancellationCause, CancelOrder } from './cancel-order.ts';
import { cancelOrderLegJob } from './cancel-order-leg-job.ts';
import type { GetOrder, OrderAccess } from './get-order.ts';
import { moveLeg } from './leg-moves.ts';
import { actingOnBehalf, onBehalfEntry } from './on-behalf.ts';
import type { QuoteLegCancellation } from './quote-leg-cancellation.ts';

/** Why the leg moved: the traveller cancelled it, or someone on their behalf (named on the timeline). */
function legCause(sailing: string, by: Principal | null): TimelineCause {
  return by
    ? { code: 'legCancelledOnBehalf', values: { sailing, staff: by.email } }
    : { code: 'legCancelledByTraveller', values: { sailing } };
}

export interface CancelOrderLegDeps {
  quote: QuoteLegCancellation;
  getOrder: GetOrder;
  /** The last valid leg is the whole order's cancellation. */
  cancelOrder: CancelOrder;
  orders: OrderRepository;
  audit: AuditLog;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * The traveller confirms the refund they were shown for one sailing (issue #25). The leg moves `valid →
 * cancelled` with the accepted quote, and the `order.cancelLeg` job is written in that same transaction; the
 * order stays `ticketed` with its other legs. A confirmation of a leg already cancelled (a double click, a
 * second tab) answers the order as it is: one cancellation, one refund. Staff or the booking's reseller may
 * do it on the traveller's behalf: the timeline names them and the audit log keeps who and when.
 */
export class CancelOrderLeg {
  readonly #deps: CancelOrderLegDeps;
  constructor(deps: CancelOrderLegDeps) {
    this.#deps = deps;
  }

  async execute(
    input: OrderAccess & { legIndex: number; acceptedRefund: number } & CancellationCause,
  ): Promise<Result<Order, Refusal | RefundChanged>> {
    const quoted = await this.#deps.quote.execute(input);
    if (!quoted.ok) return (await this.alreadyCancelled(input)) ?? quoted;
    const { order, quote, wholeOrder } = quoted.value;
    if (wholeOrder) return this.#deps.cancelOrder.execute(input);
    if (quote.refund !== input.acceptedRefund) return err({ code: 'refundChanged', quote });
    const now = this.#deps.clock.now();
    const by = actingOnBehalf(input, order);
    if (by && !mayActOnBehalf(by, order, refundForDisruption(input.cause))) return err({ code: 'forbidden' });
    const sailing = String(input.legIndex + 1);
    const moved = await moveLeg(this.#deps.orders, order.id, input.legIndex, () => ({
      cancellation: {
        status: 'cancelled',
        coverage: quote.coverage,
        paid: quote.paid,
        fee: quote.fee,
        refund: quote.refund,
        requestedAt: now.toISOString(),
      },
      cause: input.cause ?? legCause(sailing, by),
      disruptionChoice: input.disruptionChoice,
      at: now,
      // The cancellation's one e-mail follows its refund sent (decision 0111), not each step before it.
      outbox: [
        cancelOrderLegJob(
          this.#deps.ids.next(),
          {
            orderId: order.id,
            legIndex: input.legIndex,
            reason: input.disruptionChoice ? 'disruption' : 'asked',
          },
          now,
        ),
      ],
    }));
    if (moved && by) {
      const after = { legIndex: input.legIndex, refund: quote.refund };
      await this.#deps.audit.record(onBehalfEntry(by, order, now, 'order.cancelLeg', after), []);
    }
    if (moved) return ok(moved);
    return (await this.alreadyCancelled(input)) ?? err({ code: 'orderNotCancellable' });
  }

  /** The order, when this leg was cancelled already (by this very click's twin). */
  private async alreadyCancelled(input: OrderAccess & { legIndex: number }) {
    const found = await this.#deps.getOrder.execute(input);
    const leg = found.ok ? found.value.order.legs[input.legIndex] : undefined;
    return found.ok && leg && legStatus(leg) !== 'valid' ? ok(found.value.order) : null;
  }
}
