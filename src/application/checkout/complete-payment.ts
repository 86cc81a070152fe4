import { type Refusal, refusal } from '#domain/errors/refusal.ts';
import { amountDue, type Order } from '#domain/orders/order.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';
import { PAYABLE_STATUSES } from '#domain/orders/order-status.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { PaymentGateway, VerifiedPaymentStatus } from '../ports/payment-gateway.ts';
import { completeChangePayment } from './complete-change-payment.ts';
import { ORDER_JOBS, orderJob } from './order-jobs.ts';

export interface CompletePaymentDeps {
  orders: OrderRepository;
  changes: OrderChangeRepository;
  gateways: PaymentGateway[];
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

export interface PaymentOutcome {
  order: Order;
  status: VerifiedPaymentStatus;
  /** The change to one of the order's legs the payment was for (decision 0068); absent: the order. */
  change?: OrderChange;
}

/**
 * A browser return or a provider's notification (whichever comes first; both may come). Nothing in it is
 * believed until the gateway verified it with the provider; then the verified amount, currency and reference
 * must be this order's. Moving to `paid` is a conditional update, so of a return and a webhook arriving
 * together exactly one queues the ticketing (decision 0013).
 */
export class CompletePayment {
  readonly #deps: CompletePaymentDeps;
  constructor(deps: CompletePaymentDeps) {
    this.#deps = deps;
  }

  async execute(input: {
    provider: string;
    params: Record<string, string>;
  }): Promise<Result<PaymentOutcome, Refusal>> {
    const refused = (reason: string, detail: Record<string, unknown> = {}) => {
      this.#deps.logger.warn({ provider: input.provider, reason, ...detail }, 'payment notice refused');
      return err(refusal('paymentNotVerified'));
    };
    const gateway = this.#deps.gateways.find((g) => g.provider === input.provider);
    if (!gateway) return refused('unknown provider');
    const verified = await gateway.verify(input.params);
    if (!verified.ok) return refused(verified.error);
    const payment = verified.value;
    const attempt = await this.#deps.orders.findPaymentAttempt(gateway.provider, payment.providerPaymentId);
    if (!attempt) return refused('no such payment attempt', { providerPaymentId: payment.providerPaymentId });
    const order = await this.#deps.orders.findById(attempt.orderId);
    if (!order) return refused('order missing', { orderId: attempt.orderId });
    if (attempt.changeId) {
      if (
        payment.reference !== order.reference ||
        payment.amount !== attempt.amount ||
        payment.currency !== 'EUR'
      )
        return refused('payment does not match the change', { reference: order.reference });
      return completeChangePayment(
        this.#deps,
        { order, attempt, payment, provider: gateway.provider },
        refused,
      );
    }
    if (
      payment.reference !== order.reference ||
      payment.amount !== attempt.amount ||
      payment.amount !== amountDue(order) ||
      payment.currency !== 'EUR'
    ) {
      return refused('payment does not match the order', {
        reference: order.reference,
        amount: payment.amount,
      });
    }

    const now = this.#deps.clock.now();
    if (payment.status === 'succeeded' || payment.status === 'authorised') {
      const paymentOf = { payment: payment.providerPaymentId, provider: gateway.provider };
      // The money is taken (or held, decision 0127): it either pays the order or, when the order can no
      // longer be paid (failed, expired, already paid by another attempt), it is given back (decision 0049);
      // a surplus authorisation is let go by the sweeper, which the refund job leaves alone.
      await this.#deps.orders.recordSucceededPayment({
        attemptId: attempt.id,
        status: payment.status,
        paid: {
          orderId: order.id,
          from: PAYABLE_STATUSES,
          to: 'paid',
          cause: { code: 'paymentVerified', values: paymentOf },
          at: now,
          outbox: [orderJob(this.#deps.ids.next(), ORDER_JOBS.issueTickets, order.id, now)],
        },
        surplus: {
          cause: { code: 'surplusPaymentVerified', values: paymentOf },
          outbox: [orderJob(this.#deps.ids.next(), ORDER_JOBS.refundSurplus, order.id, now)],
        },
      });
      return ok({ order: await this.#current(order), status: payment.status });
    }
    if (payment.status === 'declined' || payment.status === 'abandoned') {
      await this.#deps.orders.completePaymentAttempt(attempt.id, payment.status, now);
      const failed = await this.#deps.orders.transition({
        orderId: order.id,
        from: ['paymentPending'],
        to: 'failed',
        cause: {
          code: payment.status === 'declined' ? 'paymentDeclined' : 'paymentAbandoned',
          values: { provider: gateway.provider },
        },
        at: now,
        outbox: [orderJob(this.#deps.ids.next(), ORDER_JOBS.releaseHolds, order.id, now)],
      });
      return ok({ order: failed ?? (await this.#current(order)), status: payment.status });
    }
    return ok({ order, status: payment.status });
  }

  async #current(order: Order): Promise<Order> {
    return (await this.#deps.orders.findById(order.id)) ?? order;
  }
}
