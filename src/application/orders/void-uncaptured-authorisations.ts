import type { Clock } from '../ports/clock.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository, PaymentAttempt } from '../ports/order-repository.ts';
import type { PaymentGateway } from '../ports/payment-gateway.ts';

/**
 * How long an authorisation of an order no longer being issued (or of a surplus payment) waits before it is
 * let go: the issuing job settles its own in seconds, so this only keeps the sweeper off one it is settling.
 */
const SETTLED_AFTER_MS = 10 * 60_000;
/**
 * The longest Kyma holds a traveller's money uncaptured, whatever the order is doing (an upstream that has
 * not answered for a day): well before a debit card's hold can fall off (one to five days, Viva says) and
 * far before a credit card's (up to 30).
 */
const LAPSES_AFTER_MS = 24 * 3_600_000;

export interface VoidUncapturedAuthorisationsDeps {
  orders: OrderRepository;
  gateways: PaymentGateway[];
  clock: Clock;
  logger: Logger;
}

/**
 * An authorisation that nothing captures is let go before it lapses (decision 0127): a surplus payment's, an
 * order's that failed or needs attention without a capture, and any held for a day. Run every minute where
 * jobs run; the void is idempotent at the provider and recorded once, so several runs at once let each go
 * once. A note on the order's timeline says so.
 */
export class VoidUncapturedAuthorisations {
  readonly #deps: VoidUncapturedAuthorisationsDeps;
  constructor(deps: VoidUncapturedAuthorisationsDeps) {
    this.#deps = deps;
  }

  async execute(input: { batchSize: number }): Promise<number> {
    const now = this.#deps.clock.now();
    const uncaptured = await this.#deps.orders.uncapturedAuthorisations({
      settledBefore: new Date(now.getTime() - SETTLED_AFTER_MS),
      lapsingBefore: new Date(now.getTime() - LAPSES_AFTER_MS),
      limit: input.batchSize,
    });
    let voided = 0;
    for (const attempt of uncaptured) if (await this.#void(attempt, now)) voided += 1;
    return voided;
  }

  async #void(attempt: PaymentAttempt, now: Date): Promise<boolean> {
    const gateway = this.#deps.gateways.find((g) => g.provider === attempt.provider);
    const authorisation = gateway?.capabilities.authorisation;
    if (!authorisation) {
      this.#deps.logger.error({ attemptId: attempt.id }, `no authorisation at ${attempt.provider} to void`);
      return false;
    }
    const released = await authorisation.void(
      attempt.providerPaymentId,
      attempt.authorisedAmount ?? attempt.amount,
    );
    // Refused: it lapsed already, or was captured behind Kyma's back; a person should look.
    if (!released.ok) {
      this.#deps.logger.error(
        { attemptId: attempt.id },
        'provider refused to void an uncaptured authorisation',
      );
      return false;
    }
    if (!(await this.#deps.orders.recordVoid(attempt.id, now))) return false;
    const order = await this.#deps.orders.findById(attempt.orderId);
    if (order) {
      await this.#deps.orders.transition({
        orderId: order.id,
        from: [order.status],
        to: order.status,
        cause: {
          code: 'authorisationVoided',
          values: { provider: attempt.provider, payment: attempt.providerPaymentId },
        },
        at: now,
      });
    }
    return true;
  }
}
