import type { Refusal } from '#domain/errors/refusal.ts';
import type { Order } from '#domain/orders/order.ts';
import type { CompensationClaim } from '#domain/passenger-rights/compensation-claim.ts';
import { ok, type Result } from '#domain/shared/result.ts';
import type { GetOrder, OrderAccess } from '../orders/get-order.ts';
import type { CompensationClaimRepository } from '../ports/compensation-claim-repository.ts';

/** An order with its compensation claims, for whoever may open the order (`OrderAccess`). */
export class ReadOrderClaims {
  readonly #deps: { getOrder: GetOrder; claims: CompensationClaimRepository };
  constructor(deps: { getOrder: GetOrder; claims: CompensationClaimRepository }) {
    this.#deps = deps;
  }

  async execute(
    access: OrderAccess,
  ): Promise<Result<{ order: Order; claims: CompensationClaim[] }, Refusal>> {
    const view = await this.#deps.getOrder.execute(access);
    if (!view.ok) return view;
    const { order } = view.value;
    return ok({ order, claims: await this.#deps.claims.listOfOrder(order.id) });
  }
}
