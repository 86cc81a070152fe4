import type { Refusal } from '#domain/errors/refusal.ts';
import type { Order } from '#domain/orders/order.ts';
import { changeValues, type OrderChange } from '#domain/orders/order-change.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import { ORDER_CHANGE_JOBS, orderChangeJob } from '../orders/order-change-jobs.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRepository, PaymentAttempt } from '../ports/order-repository.ts';
import type { VerifiedPayment, VerifiedPaymentStatus } from '../ports/payment-gateway.ts';
import { ORDER_JOBS, orderJob } from './order-jobs.ts';

export interface ChangePaymentDeps {
  orders: OrderRepository;
  changes: OrderChangeRepository;
  ids: IdGenerator;
  clock: Clock;
}

/**
 * A verified payment of a change (decision 0068), after `CompletePayment` checked it with the provider: it must
 * be the change's total. A success moves the change `held → paid` with the `order.confirmChange` job; a second
 * tab's success, or one after the hold lapsed, is surplus money given back (decision 0049). A declined card
 * leaves the change held for another try.
 */
export async function completeChangePayment(
  deps: ChangePaymentDeps,
  input: { order: Order; attempt: PaymentAttempt; payment: VerifiedPayment; provider: string },
  refused: (reason: string) => Result<never, Refusal>,
): Promise<Result<{ order: Order; status: VerifiedPaymentStatus; change: OrderChange }, Refusal>> {
  const { order, attempt, payment } = input;
  const change = attempt.changeId ? await deps.changes.find(attempt.changeId) : null;
  if (!change || payment.amount !== change.total) return refused('payment does not match the change');
  const now = deps.clock.now();
  if (payment.status === 'succeeded') {
    const paymentOf = { payment: payment.providerPaymentId, provider: input.provider };
    await deps.changes.recordPayment({
      attemptId: attempt.id,
      paid: {
        changeId: change.id,
        from: ['held'],
        to: 'paid',
        at: now,
        cause: { code: 'changePaid', values: { ...changeValues(change), ...paymentOf } },
        outbox: [orderChangeJob(deps.ids.next(), ORDER_CHANGE_JOBS.confirm, change.id, now)],
      },
      surplus: {
        cause: { code: 'surplusPaymentVerified', values: paymentOf },
        outbox: [orderJob(deps.ids.next(), ORDER_JOBS.refundSurplus, order.id, now)],
      },
    });
  } else if (payment.status === 'declined' || payment.status === 'abandoned') {
    await deps.orders.completePaymentAttempt(attempt.id, payment.status, now);
  }
  const current = (await deps.changes.find(change.id)) ?? change;
  return ok({
    order: (await deps.orders.findById(order.id)) ?? order,
    status: payment.status,
    change: current,
  });
}
