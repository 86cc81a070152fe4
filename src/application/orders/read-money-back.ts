import { type MoneyBack, moneyBack } from '#domain/orders/money-back.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';

/**
 * What has gone back to the traveller of an order the caller already may see (through `GetOrder` or
 * `FindBooking`): the traveller's pages say "refunded" or "partly refunded" from it.
 */
export class ReadMoneyBack {
  readonly #deps: { refunds: OrderRefundRepository };
  constructor(deps: { refunds: OrderRefundRepository }) {
    this.#deps = deps;
  }

  async execute(order: Order): Promise<MoneyBack | null> {
    return moneyBack(order, await this.#deps.refunds.list(order.id));
  }
}
