import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { Logger } from '../ports/logger.ts';
import type { OrderRepository, PendingRefundDraw } from '../ports/order-repository.ts';
import type { PaymentGateway, ProviderRefundState } from '../ports/payment-gateway.ts';
import { refundStepEmailJob } from './refund-step-email-job.ts';

/** The first question a minute after the refund, then twice as long each time, at most every six hours. */
const FIRST_CHECK_MS = 60_000;
const LONGEST_WAIT_MS = 6 * 3_600_000;

/** When a refund still pending after `checks` questions is asked about again (decision 0130). */
export function nextRefundCheck(from: Date, checks: number): Date {
  return new Date(from.getTime() + Math.min(FIRST_CHECK_MS * 2 ** checks, LONGEST_WAIT_MS));
}

export interface FollowProviderRefundsDeps {
  orders: Pick<OrderRepository, 'pendingRefundDraws' | 'followRefundDraw'>;
  gateways: PaymentGateway[];
  ids: IdGenerator;
  clock: Clock;
  logger: Logger;
}

/**
 * Follows each provider refund accepted as pending until it is final (issue #49 item 8, decision 0130): the
 * provider is asked for the refund's state when its question is due, with a longer wait after each answer
 * that it is still pending. A settled refund is told to the traveller (the "refund sent" e-mail, held back
 * while it was pending); a failed one is recorded so, the traveller's refund tracker shows it refused, and
 * staff are alerted to give the money back by hand. Safe to run in several processes at once: an answer is
 * written only while the refund is still pending.
 */
export class FollowProviderRefunds {
  readonly #deps: FollowProviderRefundsDeps;
  constructor(deps: FollowProviderRefundsDeps) {
    this.#deps = deps;
  }

  async execute({ batchSize }: { batchSize: number }): Promise<{ settled: number; failed: number }> {
    const now = this.#deps.clock.now();
    const due = await this.#deps.orders.pendingRefundDraws(now, batchSize);
    const outcome = { settled: 0, failed: 0 };
    for (const draw of due) {
      const state = await this.#stateOf(draw);
      const written = await this.#deps.orders.followRefundDraw(draw.id, {
        state: state ?? 'pending',
        at: now,
        nextCheckAt: state === 'pending' || state === null ? nextRefundCheck(now, draw.checks + 1) : null,
        outbox: state === 'settled' ? this.#sentEmail(draw, now) : [],
      });
      if (!written || state === 'pending' || state === null) continue;
      outcome[state] += 1;
      if (state === 'failed') this.#alertStaff(draw);
    }
    return outcome;
  }

  /** The "refund sent" e-mail of the refund this draw belongs to, now that the provider gave it back. */
  #sentEmail(draw: PendingRefundDraw, at: Date) {
    const refund = {
      orderId: draw.orderId,
      refundId: draw.refundId,
      step: 'sent' as const,
      amount: draw.amount,
    };
    return refundStepEmailJob(this.#deps.ids.next(), refund, at);
  }

  /** The provider's word on the refund; null when it cannot say now (asked again later). */
  async #stateOf(draw: PendingRefundDraw): Promise<ProviderRefundState | null> {
    const gateway = this.#deps.gateways.find((g) => g.provider === draw.provider);
    if (!gateway) return null;
    try {
      return await gateway.refundState(draw.providerPaymentId, draw.reference);
    } catch (error) {
      this.#deps.logger.warn(
        { err: error, drawId: draw.id },
        'provider refund state not read: asked again later',
      );
      return null;
    }
  }

  #alertStaff(draw: PendingRefundDraw) {
    this.#deps.logger.error(
      {
        alert: 'providerRefundFailed',
        orderId: draw.orderId,
        refundId: draw.refundId,
        paymentId: draw.paymentId,
        provider: draw.provider,
        reference: draw.reference,
        amount: draw.amount,
      },
      'provider refund failed: staff must give the money back by hand',
    );
  }
}
