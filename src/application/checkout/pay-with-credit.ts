import { type Refusal, refusal } from '#domain/errors/refusal.ts';
import { amountDue, type Order } from '#domain/orders/order.ts';
import { err, ok, type Result } from '#domain/shared/result.ts';
import type { Clock } from '../ports/clock.ts';
import type { IdGenerator } from '../ports/id-generator.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import { ORDER_JOBS, orderJob } from './order-jobs.ts';

/**
 * A reseller's booking paid from its credit limit (spec §1, §6): the charge and the move to `paid` happen in
 * one transaction that refuses to take the credit below zero, then the tickets are issued as for a card
 * payment. Only the reseller the order was placed for can pay it this way.
 */
export class PayWithCredit {
  readonly #deps: { orders: OrderRepository; ids: IdGenerator; clock: Clock };
  constructor(deps: { orders: OrderRepository; ids: IdGenerator; clock: Clock }) {
    this.#deps = deps;
  }

  async execute(input: { order: Order }): Promise<Result<Order, Refusal>> {
    const { order } = input;
    if (order.paymentMethod !== 'creditLimit' || order.resellerId === null)
      return err(refusal('paymentFormUncompleted'));
    const now = this.#deps.clock.now();
    const paid = await this.#deps.orders.payFromCredit({
      orderId: order.id,
      resellerUserId: order.resellerId,
      amount: amountDue(order),
      from: ['detailsAdded'],
      to: 'paid',
      cause: { code: 'paidFromCredit' },
      at: now,
      outbox: [orderJob(this.#deps.ids.next(), ORDER_JOBS.issueTickets, order.id, now)],
    });
    if (paid === 'insufficientCredit') return err(refusal('insufficientCreditLimit'));
    if (paid === 'notPayable') return err(refusal('reservationError'));
    return ok((await this.#deps.orders.findById(order.id)) ?? order);
  }
}
