import { type Refusal, refusal } from '#domain/errors/refusal.ts';
import { amountDue, type Order } from '#domain/orders/order.ts';
import { needsPayment, type OrderChange } from '#domain/orders/order-change.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { PaymentGateway, PaymentRedirect, PaymentRequest } from '../ports/payment-gateway.ts';

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
 * Sends the traveller to the card provider for exactly the order's frozen final price, or a change's total. Another attempt on
 * the same order (a declined card, a closed tab) starts a new payment at the provider.
 */
export class StartPayment {
  readonly #deps: StartPaymentDeps;
  constructor(deps: StartPaymentDeps) {
    this.#deps = deps;
  }

  /**
   * `returnOrigin`: where the browser must land after the provider's return (`paymentReturnOrigin`).
   * `change`: a held change to one of the order's legs is the thing paid, for its total (decision 0068);
   * the order itself stays as it is.
   */
  async execute(input: {
    order: Order;
    change?: OrderChange;
    provider?: string;
    returnOrigin?: string | null;
  }): Promise<Result<PaymentRedirect, Refusal>> {
    const { order, change } = input;
    const gateway = this.#deps.gateways.find(
      (g) => g.provider === (input.provider ?? this.#deps.gateways[0]?.provider),
    );
    const now = this.#deps.clock.now();
    if (!gateway) return err(refusal('paymentFormUncompleted'));
    const refused = change ? changeRefusal(order, change, now) : orderRefusal(order, now);
    if (refused) return err(refused);
    const amount = change ? change.total : amountDue(order);
    // The order's money is only authorised where the provider can (decision 0127): it is captured for what
    // was issued. A change's payment is for a change already confirmed, so it is a sale.
    const authorisation = change ? undefined : gateway.capabilities.authorisation;
    const request: PaymentRequest = {
      reference: order.reference,
      amount,
      currency: 'EUR',
      description: `Kyma ${order.reference}`,
      locale: order.locale,
      customer: {
        email: order.leader.email,
        fullName: `${order.leader.firstName} ${order.leader.lastName}`,
        phone: `${order.leader.phonePrefix}${order.leader.mobile}`,
      },
      returnUrl: `${this.#deps.publicUrl}/payment-return/${gateway.provider}`,
    };
    const started = authorisation ? await authorisation.authorise(request) : await gateway.start(request);
    await this.#deps.orders.addPaymentAttempt({
      id: this.#deps.ids.next(),
      orderId: order.id,
      provider: gateway.provider,
      providerPaymentId: started.providerPaymentId,
      amount,
      currency: 'EUR',
      status: 'started',
      createdAt: now.toISOString(),
      completedAt: null,
      surplus: false,
      refundReference: null,
      changeId: change?.id ?? null,
    });
    if (change) return ok(started.redirect);
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

/** Why an order cannot be paid by card now, if it cannot. */
function orderRefusal(order: Order, now: Date): Refusal | null {
  if (order.paymentMethod !== 'card') return refusal('paymentFormUncompleted');
  if (order.status !== 'detailsAdded' && order.status !== 'paymentPending')
    return refusal('reservationError');
  if (Date.parse(order.holdExpiresAt) <= now.getTime()) return refusal('bookingExpired');
  return null;
}

/** Why a change cannot be paid now, if it cannot: only a held change of a ticketed order that costs something. */
function changeRefusal(order: Order, change: OrderChange, now: Date): Refusal | null {
  if (change.orderId !== order.id) return refusal('changeNotFound');
  if (order.status !== 'ticketed') return refusal('orderNotChangeable');
  if (change.status !== 'held' || !needsPayment(change)) return refusal('invalidBookingState');
  if (Date.parse(change.expiresAt) <= now.getTime()) return refusal('bookingExpired');
  return null;
}
