import type { Order } from '#domain/orders/order.ts';
import { ORDER_STATUSES } from '#domain/orders/order-status.ts';
import { orderOfJob } from '../checkout/order-jobs.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { JobHandler } from '../ports/job-queue.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository, PaymentAttempt } from '../ports/order-repository.ts';
import { type PaymentGateway, refundKey } from '../ports/payment-gateway.ts';
import { refundStepEmailJob } from './refund-step-email-job.ts';

/** A surplus authorisation took nothing: it is let go, and the timeline says so (decision 0127). */
async function voidSurplus(
  deps: { orders: OrderRepository; clock: Clock },
  gateway: PaymentGateway,
  order: Order,
  surplus: PaymentAttempt,
) {
  const authorisation = gateway.capabilities.authorisation;
  if (!authorisation) throw new Error(`no authorisation at ${surplus.provider} to void a surplus payment`);
  const voided = await authorisation.void(
    surplus.providerPaymentId,
    surplus.authorisedAmount ?? surplus.amount,
  );
  // Refused: lapsed already; the sweeper's error names one captured behind Kyma's back.
  if (!voided.ok) return;
  const now = deps.clock.now();
  if (!(await deps.orders.recordVoid(surplus.id, now))) return;
  await noteSurplus(deps.orders, order, surplus, 'authorisationVoided', now);
}

/**
 * A note on the order's timeline about one of its surplus payments: the status stays what it is. `outbox`
 * holds what goes with the note (the refund's e-mail).
 */
async function noteSurplus(
  orders: OrderRepository,
  order: Order,
  surplus: PaymentAttempt,
  code: 'authorisationVoided' | 'surplusRefunded',
  at: Date,
  outbox?: Parameters<OrderRepository['transition']>[0]['outbox'],
) {
  const current = (await orders.findById(order.id)) ?? order;
  await orders.transition({
    orderId: order.id,
    from: [current.status],
    to: current.status,
    cause: { code, values: { payment: surplus.providerPaymentId, provider: surplus.provider } },
    at,
    outbox,
  });
}

/**
 * `order.refundSurplus`: gives back, through the provider that took it, every confirmed payment of an order
 * that is not the order's payment (decision 0049), whatever the order's status; a surplus authorisation is
 * voided instead (decision 0127). Each is marked refunded
 * only after the provider accepted, and the provider refuses to refund the same money twice, so a job that
 * runs again pays back nothing more; the order's timeline records each refund, and the traveller is told it
 * is sent with the provider's reference and the day to expect it (decision 0075).
 */
export function refundSurplusPaymentsHandler(deps: {
  orders: OrderRepository;
  gateways: PaymentGateway[];
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}): JobHandler {
  return async (payload) => {
    const order = await orderOfJob(deps.orders, payload, ORDER_STATUSES);
    if (!order) return;
    const attempts = await deps.orders.paymentAttempts(order.id);
    for (const surplus of attempts.filter(
      (a) => a.surplus && ['succeeded', 'authorised'].includes(a.status),
    )) {
      const gateway = deps.gateways.find((g) => g.provider === surplus.provider);
      if (!gateway) throw new Error(`no gateway ${surplus.provider} to refund order ${order.id}`);
      if (surplus.status === 'authorised') {
        await voidSurplus(deps, gateway, order, surplus);
        continue;
      }
      const refunded = await gateway.refund(
        surplus.providerPaymentId,
        surplus.amount,
        refundKey('surplus', surplus.id),
      );
      if (!refunded.ok) {
        deps.logger.error(
          { orderId: order.id, attemptId: surplus.id },
          'provider refused to refund a surplus payment: staff must refund by hand',
        );
        continue;
      }
      const now = deps.clock.now();
      if (!(await deps.orders.completeRefund(surplus.id, now, refunded.value.refundId))) continue;
      const email = refundStepEmailJob(
        deps.ids.next(),
        { orderId: order.id, refundId: surplus.id, step: 'sent', amount: surplus.amount },
        now,
      );
      await noteSurplus(deps.orders, order, surplus, 'surplusRefunded', now, email);
    }
  };
}
