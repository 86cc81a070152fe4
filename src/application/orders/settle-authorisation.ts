import type { Order } from '#domain/orders/order.ts';
import { paidForLegs } from '#domain/orders/paid-per-leg.ts';
import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository, PaymentAttempt } from '../ports/order-repository.ts';
import { captureKey, type PaymentGateway } from '../ports/payment-gateway.ts';
import { orderPayment } from './order-payment.ts';

export interface SettleAuthorisationDeps {
  orders: OrderRepository;
  gateways: PaymentGateway[];
  clock: Clock;
  logger: Logger;
}

/**
 * `charged`: the order was paid by a sale (or from credit), today's path. `settled`: what was issued is
 * captured and the rest let go. `refused`: the provider would not capture (the authorisation lapsed or was
 * voided): tickets were issued and nothing was taken.
 */
export type Settlement =
  | { outcome: 'charged' }
  | { outcome: 'settled'; payment: PaymentAttempt }
  | { outcome: 'refused'; payment: PaymentAttempt };

/**
 * Takes what the companies issued of an authorised order's payment (decision 0127): the whole authorisation
 * when every leg was issued, else what the issued legs were paid (`paidForLegs`); nothing issued lets the
 * authorisation go. The capture carries its key (`captureKey`), so a job run again after its process died
 * between issuing and capturing, or between capturing and recording it, captures once.
 */
export async function settleAuthorisation(
  deps: SettleAuthorisationDeps,
  order: Order,
  issuedLegs: readonly number[] | 'all',
): Promise<Settlement> {
  const payment = orderPayment(await deps.orders.paymentAttempts(order.id), [
    'authorised',
    'succeeded',
    'voided',
  ]);
  const authorised = payment?.authorisedAmount;
  if (!payment || authorised === null || authorised === undefined) return { outcome: 'charged' };
  const authorisation = deps.gateways.find((g) => g.provider === payment.provider)?.capabilities
    .authorisation;
  if (!authorisation) throw new Error(`no authorisation at ${payment.provider} to settle order ${order.id}`);
  const amount =
    issuedLegs === 'all' ? authorised : paidForLegs(order.breakdown, order.chargeLines ?? [], issuedLegs);
  // Let go already: by this job before its process died, or by the sweeper after waiting too long.
  if (payment.status === 'voided')
    return amount === 0 ? { outcome: 'settled', payment } : { outcome: 'refused', payment };
  const now = deps.clock.now();
  if (amount === 0) {
    const voided = await authorisation.void(payment.providerPaymentId, authorised);
    // Refused: it lapsed or was let go already; either way it holds nothing of the traveller's now.
    if (!voided.ok) deps.logger.warn({ orderId: order.id, attemptId: payment.id }, 'void refused');
    await deps.orders.recordVoid(payment.id, now);
    return { outcome: 'settled', payment };
  }
  const captured = await authorisation.capture(payment.providerPaymentId, amount, captureKey(payment.id));
  if (!captured.ok) {
    deps.logger.error(
      { orderId: order.id, attemptId: payment.id, amount },
      'provider refused to capture an issued order: staff must charge or cancel it',
    );
    return { outcome: 'refused', payment };
  }
  await deps.orders.recordCapture(payment.id, amount, now);
  return { outcome: 'settled', payment };
}
