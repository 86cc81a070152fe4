import { legStatus } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { cancelOrderLegJob } from './cancel-order-leg-job.ts';
import { moveLeg } from './leg-moves.ts';

/**
 * The legs a company cancelled behind Kyma's back, recorded on the order as the company's cancellation
 * (decision 0121): each still-valid leg moves `valid → cancelled` (a version of the order, its timeline entry
 * `cancelledAtCompanyFound`) with everything paid for it owed back, no fee, as for a sailing the company
 * cancelled (decision 0076); its `order.cancelLeg` job, told the company has cancelled already, sends the
 * refund back and the cancellation's e-mail, as after a disruption's refund. A leg already moved (a second
 * run, another worker) is left as it is. Resolves the legs moved now.
 */
export async function recordCompanyCancellation(
  deps: { orders: OrderRepository; ids: IdGenerator },
  order: Order,
  input: { agentName: string; legs: number[]; paid: number[]; now: Date },
): Promise<number[]> {
  const moved: number[] = [];
  for (const legIndex of input.legs) {
    const leg = order.legs[legIndex];
    if (!leg || legStatus(leg) !== 'valid') continue;
    const paid = input.paid[legIndex] ?? 0;
    const cause: TimelineCause = {
      code: 'cancelledAtCompanyFound',
      values: { upstream: input.agentName, sailing: String(legIndex + 1) },
    };
    const after = await moveLeg(deps.orders, order.id, legIndex, () => ({
      cancellation: {
        status: 'cancelled',
        coverage: 'full',
        paid,
        fee: 0,
        refund: paid,
        requestedAt: input.now.toISOString(),
      },
      cause,
      at: input.now,
      outbox: [
        cancelOrderLegJob(
          deps.ids.next(),
          { orderId: order.id, legIndex, reason: 'disruption', cancelledAtCompany: true },
          input.now,
        ),
      ],
    }));
    if (after) moved.push(legIndex);
  }
  return moved;
}
