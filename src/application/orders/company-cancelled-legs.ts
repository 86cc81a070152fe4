import { legStatus } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import { ORDER_JOBS } from '../checkout/order-jobs.ts';
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
 * run, another worker) is left as it is. When the company cancelled every sailing still valid, the order
 * itself is cancelled the same way (`cancelOrderAtCompany`), as the last leg's cancellation is the order's.
 * Resolves the legs moved now.
 */
export async function recordCompanyCancellation(
  deps: { orders: OrderRepository; ids: IdGenerator },
  order: Order,
  input: { agentName: string; legs: number[]; paid: number[]; now: Date },
): Promise<number[]> {
  const valid = order.legs.flatMap((leg, index) => (legStatus(leg) === 'valid' ? [index] : []));
  if (valid.length > 0 && valid.every((index) => input.legs.includes(index)))
    return (await cancelOrderAtCompany(deps, order, { ...input, legs: valid })) ? valid : [];
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

/**
 * Every valid sailing of the order cancelled by its company: the order moves `ticketed → cancelled` (its
 * version, one timeline entry per sailing is the finding's) with all those sailings cost owed back and no
 * fee, and its `order.cancel` job, told the company has cancelled already, sends the refund back and the
 * cancellation's e-mails, as the order's own cancellation does.
 */
async function cancelOrderAtCompany(
  deps: { orders: OrderRepository; ids: IdGenerator },
  order: Order,
  input: { agentName: string; legs: number[]; paid: number[]; now: Date },
): Promise<boolean> {
  const paid = input.legs.reduce((sum, index) => sum + (input.paid[index] ?? 0), 0);
  const moved = await deps.orders.transition({
    orderId: order.id,
    from: ['ticketed'],
    to: 'cancelled',
    cause: {
      code: 'cancelledAtCompanyFound',
      values: { upstream: input.agentName, sailing: input.legs.map((index) => index + 1).join(', ') },
    },
    at: input.now,
    guard: (current) => current.updatedAt === order.updatedAt,
    patch: {
      cancellation: { coverage: 'full', paid, fee: 0, refund: paid, requestedAt: input.now.toISOString() },
    },
    outbox: [
      {
        id: deps.ids.next(),
        name: ORDER_JOBS.cancel,
        payload: { orderId: order.id, cancelledAtCompany: true },
        createdAt: input.now,
      },
    ],
  });
  return moved !== null;
}
