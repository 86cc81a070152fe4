import type { PaymentAttempt, PaymentAttemptStatus } from '../ports/order-repository.ts';

/**
 * The attempt that holds the order's money, in one of `statuses`: the one whose success paid the order,
 * never a surplus charge (another tab's payment, a late one), which is given back on its own (decision 0049),
 * nor the payment of a change to one of its legs (decision 0068).
 */
export function orderPayment(
  attempts: readonly PaymentAttempt[],
  statuses: readonly PaymentAttemptStatus[] = ['succeeded'],
): PaymentAttempt | undefined {
  return attempts.find(
    (attempt) => !attempt.surplus && !attempt.changeId && statuses.includes(attempt.status),
  );
}
