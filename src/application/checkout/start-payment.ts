import { type Refusal, refusal } from '#domain/errors/refusal.ts';
import { amountDue, type Order } from '#domain/orders/order.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { PaymentGateway, PaymentRedirect } from '../ports/payment-gateway.ts';

export interface StartPaymentDeps {
  orders: OrderRepository;
  /** The card providers configured, by name; the first is the default. */
  gateways: PaymentGateway[];
  ids: IdGenerator;
  clock: Clock;
  /** Kyma's public address: the providers send the browser back to `${publicUrl}/payment-return/<provider>`. */
  publicUrl: string;
}

/**
 * Sends the traveller to the card provider for exactly the order's frozen final price. Another attempt on
 * the same order (a declined card, a closed tab) starts a new payment at the provider.
 */
export class StartPayment {
  readonly #deps: StartPaymentDeps;
  constructor(deps: StartPaymentDeps) {
    this.#deps = deps;
  }

  /** `returnOrigin`: where the browser must land after the provider's return (`paymentReturnOrigin`). */
  async execute(input: {
    order: Order;
    provider?: string;
    returnOrigin?: string | null;
  }): Promise<Result<PaymentRedirect, Refusal>> {
    const { order } = input;
    const gateway = this.#deps.gateways.find(
      (g) => g.provider === (input.provider ?? this.#deps.gateways[0]?.provider),
    );
    if (!gateway || order.paymentMethod !== 'card') return err(refusal('paymentFormUncompleted'));
    if (order.status !== 'detailsAdded' && order.status !== 'paymentPending')
      return err(refusal('reservationError'));
    const now = this.#deps.clock.now();
    if (Date.parse(order.holdExpiresAt) <= now.getTime()) return err(refusal('bookingExpired'));

    const started = await gateway.start({
      reference: order.reference,
      amount: amountDue(order),
      currency: 'EUR',
      description: `Kyma ${order.reference}`,
      locale: order.locale,
      customer: {
        email: order.leader.email,
        fullName: `${order.leader.firstName} ${order.leader.lastName}`,
        phone: `${order.leader.phonePrefix}${order.leader.mobile}`,
      },
      returnUrl: `${this.#deps.publicUrl}/payment-return/${gateway.provider}`,
    });
    await this.#deps.orders.addPaymentAttempt({
      id: this.#deps.ids.next(),
      orderId: order.id,
      provider: gateway.provider,
      providerPaymentId: started.providerPaymentId,
      amount: amountDue(order),
      currency: 'EUR',
      status: 'started',
      createdAt: now.toISOString(),
      completedAt: null,
      surplus: false,
      refundReference: null,
    });
    const moved = await this.#deps.orders.transition({
      orderId: order.id,
      from: ['detailsAdded', 'paymentPending'],
      to: 'paymentPending',
      cause: { code: 'paymentStarted', values: { provider: gateway.provider } },
      at: now,
      patch: input.returnOrigin ? { paymentReturnOrigin: input.returnOrigin } : undefined,
    });
    if (!moved) return err(refusal('reservationError'));
    return ok(started.redirect);
  }
}
