import { type MoneyBack, moneyBack } from '#domain/orders/money-back.ts';
import type { Order } from '#domain/orders/order.ts';
import type { Payer } from '#domain/orders/payer.ts';
import type { ResellerRepository } from '../ports/reseller-repository.ts';
import { type OrderMoneyDeps, orderMoneyOf } from './order-money.ts';

export interface OrderPayment {
  payer: Payer;
  /** What has gone back so far, partly or in full. */
  moneyBack: MoneyBack | null;
}

/** Who paid an order: the card, or the agency that booked it on its credit limit (decision 0055). */
export async function payerOf(
  order: Pick<Order, 'paymentMethod' | 'resellerId'>,
  resellers: ResellerRepository,
): Promise<Payer> {
  if (order.paymentMethod !== 'creditLimit') return { kind: 'card' };
  const account = order.resellerId === null ? undefined : await resellers.findByUserId(order.resellerId);
  return { kind: 'agency', name: account?.companyName ?? null, email: account?.contactEmail ?? null };
}

/**
 * Who paid an order the caller already may see (through `GetOrder` or `FindBooking`) and what went back to
 * them: the traveller's pages say "paid through <agency>", "refunded" or "partly refunded" from it.
 */
export class ReadOrderPayment {
  readonly #deps: OrderMoneyDeps & { resellers: ResellerRepository };
  constructor(deps: OrderMoneyDeps & { resellers: ResellerRepository }) {
    this.#deps = deps;
  }

  async execute(order: Order): Promise<OrderPayment> {
    const [payer, money] = await Promise.all([
      payerOf(order, this.#deps.resellers),
      orderMoneyOf(this.#deps, order),
    ]);
    return { payer, moneyBack: moneyBack(order, money.ledger) };
  }
}
