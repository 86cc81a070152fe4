import type { Principal } from '#domain/auth/principal.ts';
import { hasScope } from '#domain/auth/scope.ts';
import { mayStaff } from '#domain/back-office/staff-permissions.ts';
import type { Refusal } from '#domain/errors/refusal.ts';
import { isLeaderAddress } from '#domain/orders/leader-address.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderLedger } from '#domain/orders/order-ledger.ts';
import { normalizeReference } from '#domain/orders/order-reference.ts';
import type { RefundTrack } from '#domain/refunds/order-refunds.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import { AGENT_PERMISSIONS } from '../ferry/authorize-agent.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderEvent, OrderRepository } from '../ports/order-repository.ts';
import type { SecretTokens } from '../ports/secret-tokens.ts';
import { orderMoneyOf } from './order-money.ts';
import type { ProveAddress } from './prove-address.ts';

export interface OrderView {
  order: Order;
  events: OrderEvent[];
  /** Every refund of the order with its steps (decision 0075). */
  refunds: RefundTrack[];
  /** Every charge and refund of the order: the totals every view shows (decision 0112). */
  ledger: OrderLedger;
}

/**
 * What proves a right to one order: its secret (the browser's cookie, an API client's `Authorization: Order`),
 * a signed-in caller who is staff, the reseller the order was placed for, or the traveller whose address
 * the booking was made with, or a browser's proof of that address from a redeemed sign-in link (decision 0065).
 */
export type OrderAccess =
  | { reference: string; token: string }
  | { reference: string; principal: Principal }
  | { reference: string; addressProof: string };

export interface GetOrderDeps {
  orders: OrderRepository;
  refunds: OrderRefundRepository;
  changes: Pick<OrderChangeRepository, 'ofOrder'>;
  tokens: SecretTokens;
  proveAddress: ProveAddress;
}

/**
 * Staff see every order (admins and agents, and staff who may act for a traveller: decision 0076); a
 * reseller those placed on its own account; a signed-in traveller those made with their address (an account
 * is active only once its address took the activation link, so it is theirs).
 */
const mayOpen = (principal: Principal, order: Order) =>
  AGENT_PERMISSIONS.some((permission) => hasScope(principal, permission)) ||
  mayStaff(principal, 'actForTraveller') ||
  order.resellerId === principal.id ||
  isLeaderAddress(order, principal.email);

/**
 * One order for whoever proves they may see it (`OrderAccess`). A wrong secret, someone else's order and an
 * unknown reference answer alike, so references cannot be probed.
 */
export class GetOrder {
  readonly #deps: GetOrderDeps;
  constructor(deps: GetOrderDeps) {
    this.#deps = deps;
  }

  async execute(input: OrderAccess): Promise<Result<OrderView, Refusal>> {
    const reference = normalizeReference(input.reference);
    if (!reference) return err({ code: 'reservationNotFound' });
    if ('token' in input && (input.token.length === 0 || input.token.length > 100))
      return err({ code: 'reservationNotFound' });
    const found = await this.#deps.orders.findByReference(reference);
    if (!found) return err({ code: 'reservationNotFound' });
    if (!(await this.#allowed(input, found))) return err({ code: 'reservationNotFound' });
    const [events, money] = await Promise.all([
      this.#deps.orders.events(found.order.id),
      orderMoneyOf(this.#deps, found.order),
    ]);
    return ok({ order: found.order, events, ...money });
  }

  async #allowed(input: OrderAccess, found: { order: Order; tokenHash: string }): Promise<boolean> {
    if ('token' in input) return found.tokenHash === this.#deps.tokens.hash(input.token);
    if ('principal' in input) return mayOpen(input.principal, found.order);
    const address = await this.#deps.proveAddress.execute({ proof: input.addressProof });
    return address !== null && isLeaderAddress(found.order, address);
  }
}
