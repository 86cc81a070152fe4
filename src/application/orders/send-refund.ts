import type { Cents } from '#domain/money/cents.ts';
import { type DrawablePayment, refundDraws } from '#domain/refunds/refund-draws.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository, PaymentAttempt, RecordedRefundDraw } from '../ports/order-repository.ts';
import { type PaymentGateway, refundKey } from '../ports/payment-gateway.ts';
import { nextRefundCheck } from './follow-provider-refunds.ts';

export interface SendRefundDeps {
  orders: OrderRepository;
  gateways: PaymentGateway[];
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/** Where a refund went: the provider of its latest draw and each provider refund's reference. */
export interface SentRefund {
  sentThrough: string;
  refundReference: string;
}

/** The order's own payments and its changes' (never a surplus charge), with what refunds drew on each. */
function drawable(attempts: readonly PaymentAttempt[], draws: readonly RecordedRefundDraw[]) {
  return attempts
    .filter((a) => !a.surplus && ['succeeded', 'refunding', 'refunded'].includes(a.status))
    .map((attempt): DrawablePayment & { attempt: PaymentAttempt } => ({
      id: attempt.id,
      amount: attempt.amount,
      drawn: draws.filter((d) => d.paymentId === attempt.id).reduce((sum, d) => sum + d.amount, 0),
      attempt,
    }));
}

/**
 * Sends `amount` of the order's refund `refundId` back through the providers that took its payments, drawn
 * latest payment first (decision 0084), each provider refund recorded with its reference as it is sent. A
 * rerun sends only what is not drawn yet, and each draw carries its idempotency key (the refund and the
 * payment), so one sent before a crash and not recorded is answered again by the provider, not repeated. Resolves null, logged, when the payments hold too little or a
 * provider refuses: staff finish it by hand.
 */
export async function sendRefund(
  deps: SendRefundDeps,
  orderId: string,
  refundId: string,
  amount: Cents,
): Promise<SentRefund | null> {
  const earlier = await deps.orders.refundDraws(orderId);
  const payments = drawable(await deps.orders.paymentAttempts(orderId), earlier);
  const own = earlier.filter((draw) => draw.refundId === refundId);
  const plan = refundDraws(payments, amount - own.reduce((sum, draw) => sum + draw.amount, 0));
  if (!plan) {
    deps.logger.error({ orderId, refundId }, 'the payments hold less than the refund: staff must refund');
    return null;
  }
  const sent = [...own];
  for (const draw of plan) {
    const { attempt } = payments.find((payment) => payment.id === draw.paymentId)!;
    const gateway = deps.gateways.find((g) => g.provider === attempt.provider);
    const refunded = gateway
      ? await gateway.refund(attempt.providerPaymentId, draw.amount, refundKey(refundId, attempt.id))
      : null;
    if (!refunded?.ok) {
      deps.logger.error(
        { orderId, refundId, paymentId: attempt.id },
        'provider refused a refund: staff must act',
      );
      return null;
    }
    const recorded = { id: deps.ids.next(), orderId, paymentId: attempt.id, refundId, amount: draw.amount };
    const { refundId: reference, state } = refunded.value;
    const row = { ...recorded, reference, state, at: deps.clock.now() };
    // A refund the provider is still processing is followed until it is final (decision 0130).
    await deps.orders.recordRefundDraw(row, state === 'pending' ? nextRefundCheck(row.at, 0) : undefined);
    sent.push(row);
  }
  const latest = payments.find((payment) => payment.id === sent[0]?.paymentId)?.attempt;
  return {
    sentThrough: latest?.provider ?? '',
    refundReference: sent.map((draw) => draw.reference).join(', '),
  };
}
