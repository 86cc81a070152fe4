import type { Knex } from 'knex';
import type {
  NewOrder,
  OrderEvent,
  OrderRepository,
  OrderTransition,
  PaymentAttempt,
  PaymentAttemptStatus,
  PendingRefundDraw,
  RecordedRefundDraw,
  UnpaidPlacesClaim,
} from '#application/ports/order-repository.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';
import type { ProviderRefundState } from '#application/ports/payment-gateway.ts';
import type { Order } from '#domain/orders/order.ts';
import type { LedgerCredit } from '#domain/orders/order-ledger.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { OrderVersion } from '#domain/orders/order-versions.ts';
import type { TimelineCause, TimelineCauseCode } from '#domain/orders/timeline-cause.ts';
import { codedOrText } from '../coded-text.ts';
import { moveOrder } from './order-moves.ts';
import {
  type AttemptRow,
  contentsOf,
  insertOrderEvent,
  iso,
  type OrderRow,
  toAttempt,
  toOrder,
} from './order-rows.ts';
import { insertFirstVersion, orderVersions } from './order-version-rows.ts';
import { followRefundDraw, pendingRefundDraws } from './refund-draw-rows.ts';
import { chargeResellerCredit, refundResellerCredit, resellerCreditRows } from './reseller-credit.ts';
import { recordSucceededPayment, uncapturedAuthorisations } from './succeeded-payments.ts';
import { claimUnpaidPlaces } from './unpaid-place-claims.ts';

/** Orders, their events and payment attempts on PostgreSQL; every status change is a conditional update. */
export class PostgresOrderRepository implements OrderRepository {
  readonly #knex: Knex;

  constructor(knex: Knex) {
    this.#knex = knex;
  }

  async create({ order, tokenHash, cause }: NewOrder): Promise<void> {
    await this.#knex.transaction(async (trx) => {
      await trx('orders').insert({
        id: order.id,
        reference: order.reference,
        token_hash: tokenHash,
        status: order.status,
        locale: order.locale,
        user_id: order.userId,
        reseller_id: order.resellerId,
        email: order.leader.email.toLowerCase(),
        final_price: order.breakdown.finalPrice,
        payment_method: order.paymentMethod,
        hold_expires_at: order.holdExpiresAt,
        contents: JSON.stringify(contentsOf(order)),
        created_at: order.createdAt,
        updated_at: order.updatedAt,
      });
      await insertFirstVersion(trx, order, cause.code);
      await insertOrderEvent(trx, {
        orderId: order.id,
        from: null,
        to: order.status,
        cause,
        at: order.createdAt,
      });
    });
  }

  async findById(id: string): Promise<Order | null> {
    const row = (await this.#knex('orders').where({ id }).first()) as OrderRow | undefined;
    return row ? toOrder(row) : null;
  }

  async ordersOfAddress(email: string, statuses: readonly OrderStatus[], limit: number): Promise<Order[]> {
    const rows = (await this.#knex('orders')
      .where({ email: email.trim().toLowerCase() })
      .whereIn('status', statuses)
      .orderBy('created_at', 'desc')
      .limit(limit)) as OrderRow[];
    return rows.map(toOrder);
  }

  async findByReference(reference: string): Promise<{ order: Order; tokenHash: string } | null> {
    const row = (await this.#knex('orders').where({ reference }).first()) as OrderRow | undefined;
    return row ? { order: toOrder(row), tokenHash: row.token_hash } : null;
  }

  async transition(move: OrderTransition): Promise<Order | null> {
    return this.#knex.transaction((trx) => moveOrder(trx, move));
  }

  recordSucceededPayment(input: {
    attemptId: string;
    status: 'succeeded' | 'authorised';
    paid: OrderTransition;
    surplus: { cause: TimelineCause; outbox: OutboxMessage[] };
  }): Promise<'paid' | 'surplus' | 'known'> {
    return recordSucceededPayment(this.#knex, input);
  }

  payFromCredit(
    move: OrderTransition & { resellerUserId: number; amount: number },
  ): Promise<'paid' | 'insufficientCredit' | 'notPayable'> {
    return chargeResellerCredit(this.#knex, move);
  }

  refundCredit(orderId: string, at: Date, amount?: number): Promise<boolean> {
    return refundResellerCredit(this.#knex, orderId, at, amount);
  }

  versions(orderId: string): Promise<OrderVersion[]> {
    return orderVersions(this.#knex, orderId);
  }

  creditRows(orderId: string): Promise<LedgerCredit[]> {
    return resellerCreditRows(this.#knex, orderId);
  }

  claimUnpaidPlaces(claim: UnpaidPlacesClaim): Promise<boolean> {
    return claimUnpaidPlaces(this.#knex, claim);
  }

  async dropUnpaidPlacesClaim(orderId: string): Promise<void> {
    await this.#knex('unpaid_place_claims').where({ order_id: orderId }).delete();
  }

  async events(orderId: string): Promise<OrderEvent[]> {
    const rows = (await this.#knex('order_events').where({ order_id: orderId }).orderBy('id')) as Array<{
      from_status: OrderStatus | null;
      to_status: OrderStatus;
      cause: string | null;
      cause_code: TimelineCauseCode | null;
      cause_values: Record<string, string> | null;
      at: Date;
    }>;
    return rows.map((row) => ({
      at: iso(row.at),
      from: row.from_status,
      to: row.to_status,
      cause: codedOrText({ code: row.cause_code, values: row.cause_values, text: row.cause }),
    }));
  }

  async addPaymentAttempt(attempt: PaymentAttempt): Promise<void> {
    await this.#knex('payment_attempts').insert({
      id: attempt.id,
      order_id: attempt.orderId,
      provider: attempt.provider,
      provider_payment_id: attempt.providerPaymentId,
      amount: attempt.amount,
      currency: attempt.currency,
      status: attempt.status,
      created_at: attempt.createdAt,
      completed_at: attempt.completedAt,
      surplus: attempt.surplus,
      change_id: attempt.changeId ?? null,
    });
  }

  async findPaymentAttempt(provider: string, providerPaymentId: string): Promise<PaymentAttempt | null> {
    const row = (await this.#knex('payment_attempts')
      .where({ provider, provider_payment_id: providerPaymentId })
      .first()) as AttemptRow | undefined;
    return row ? toAttempt(row) : null;
  }

  async paymentAttempts(orderId: string): Promise<PaymentAttempt[]> {
    const rows = (await this.#knex('payment_attempts')
      .where({ order_id: orderId })
      .orderBy('created_at')) as AttemptRow[];
    return rows.map(toAttempt);
  }

  async completePaymentAttempt(
    attemptId: string,
    status: Exclude<PaymentAttemptStatus, 'started' | 'refunding'>,
    at: Date,
  ): Promise<boolean> {
    const updated = await this.#knex('payment_attempts')
      .where({ id: attemptId, status: 'started' })
      .update({ status, completed_at: at });
    return updated === 1;
  }

  async claimRefund(attemptId: string): Promise<boolean> {
    const updated = await this.#knex('payment_attempts')
      .where({ id: attemptId, status: 'succeeded' })
      .update({ status: 'refunding' });
    return updated === 1;
  }

  async recordCapture(attemptId: string, amount: number, at: Date): Promise<boolean> {
    const updated = await this.#knex('payment_attempts')
      .where({ id: attemptId, status: 'authorised' })
      .update({
        status: 'succeeded',
        amount,
        captured_at: at,
        // What the capture did not take is let go with it (one capture per authorisation).
        voided_at: this.#knex.raw('case when authorised_amount > ? then ?::timestamptz else null end', [
          amount,
          at,
        ]),
      });
    return updated === 1;
  }

  async recordVoid(attemptId: string, at: Date): Promise<boolean> {
    const updated = await this.#knex('payment_attempts')
      .where({ id: attemptId, status: 'authorised' })
      .update({ status: 'voided', voided_at: at });
    return updated === 1;
  }

  async uncapturedAuthorisations(input: {
    settledBefore: Date;
    lapsingBefore: Date;
    limit: number;
  }): Promise<PaymentAttempt[]> {
    return (await uncapturedAuthorisations(this.#knex, input)).map(toAttempt);
  }

  async refundDraws(orderId: string): Promise<RecordedRefundDraw[]> {
    const rows = await this.#knex('payment_refund_draws').where({ order_id: orderId }).orderBy('created_at');
    return rows.map((row) => ({
      id: row.id,
      orderId: row.order_id,
      paymentId: row.payment_attempt_id,
      refundId: row.refund_id,
      amount: row.amount,
      reference: row.provider_reference,
      at: new Date(row.created_at),
      state: row.provider_state,
    }));
  }

  pendingRefundDraws(now: Date, limit: number): Promise<PendingRefundDraw[]> {
    return pendingRefundDraws(this.#knex, now, limit);
  }

  followRefundDraw(
    drawId: string,
    outcome: { state: ProviderRefundState; at: Date; nextCheckAt: Date | null; outbox: OutboxMessage[] },
  ): Promise<boolean> {
    return followRefundDraw(this.#knex, drawId, outcome);
  }

  async recordRefundDraw(draw: RecordedRefundDraw, nextCheckAt?: Date): Promise<void> {
    await this.#knex('payment_refund_draws')
      .insert({
        id: draw.id,
        order_id: draw.orderId,
        payment_attempt_id: draw.paymentId,
        refund_id: draw.refundId,
        amount: draw.amount,
        provider_reference: draw.reference,
        created_at: draw.at,
        provider_state: draw.state,
        next_check_at: nextCheckAt ?? null,
      })
      .onConflict(['order_id', 'refund_id', 'payment_attempt_id'])
      .ignore();
  }

  async completeRefund(attemptId: string, at: Date, reference?: string): Promise<boolean> {
    const updated = await this.#knex('payment_attempts')
      .where({ id: attemptId })
      .whereIn('status', ['succeeded', 'refunding'])
      .update({ status: 'refunded', completed_at: at, refund_reference: reference ?? null });
    return updated === 1;
  }

  async lapsedHolds(now: Date, limit: number): Promise<Order[]> {
    const rows = (await this.#knex('orders')
      .whereIn('status', ['held', 'detailsAdded', 'paymentPending'])
      .where('hold_expires_at', '<', now)
      .orderBy('hold_expires_at')
      .limit(limit)) as OrderRow[];
    return rows.map(toOrder);
  }
}
