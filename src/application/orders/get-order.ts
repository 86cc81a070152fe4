import type { Order } from '#domain/orders/order.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { OrderEvent, OrderRepository } from '../ports/order-repository.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';

export interface OrderView {
  order: Order;
  events: OrderEvent[];
}

/**
 * One order for whoever proves they may see it: its reference and its secret. A wrong secret and an unknown
 * reference answer alike, so references cannot be probed.
 */
export class GetOrder {
  readonly #deps: { orders: OrderRepository; tokens: SecretTokens };
  constructor(deps: { orders: OrderRepository; tokens: SecretTokens }) {
    this.#deps = deps;
  }

  async execute(input: {
    reference: string;
    token: string;
  }): Promise<Result<OrderView, 'reservationNotFound'>> {
    const reference = normalizeReference(input.reference);
    if (!reference || input.token.length === 0 || input.token.length > 100) return err('reservationNotFound');
    const found = await this.#deps.orders.findByReference(reference);
    if (!found || found.tokenHash !== this.#deps.tokens.hash(input.token)) return err('reservationNotFound');
    return ok({ order: found.order, events: await this.#deps.orders.events(found.order.id) });
  }
}
