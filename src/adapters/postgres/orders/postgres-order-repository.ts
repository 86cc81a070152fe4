import type { Knex } from 'knex';
import type {
  NewOrder,
  OrderEvent,
  OrderRepository,
  OrderTransition,
  PaymentAttempt,
  PaymentAttemptStatus,
} from '#application/ports/order-repository.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import { HOLDING_STATUSES, type OrderStatus } from '#domain/orders/order-status.ts';
import { insertOutboxMessages } from '../outbox-rows.ts';

/** What the `contents` column holds: the order less what has a column of its own. */
type Contents = Omit<
  Order,
  | 'id'
  | 'reference'
  | 'status'
  | 'locale'
  | 'userId'
  | 'resellerId'
  | 'holdExpiresAt'
  | 'createdAt'
  | 'updatedAt'
  | 'paymentMethod'
>;

interface OrderRow {
  id: string;
  reference: string;
  token_hash: string;
  status: OrderStatus;
  locale: LocaleCode;
  user_id: number | null;
  reseller_id: number | null;
  payment_method: Order['paymentMethod'];
  hold_expires_at: Date;
  contents: Contents | string;
  created_at: Date;
  updated_at: Date;
}

interface AttemptRow {
  id: string;
  order_id: string;
  provider: string;
  provider_payment_id: string;
  amount: number;
  currency: 'EUR';
  status: PaymentAttemptStatus;
  created_at: Date;
  completed_at: Date | null;
}

const iso = (value: Date | string) => new Date(value).toISOString();

function toOrder(row: OrderRow): Order {
  // PGlite and pg both parse jsonb; the string case keeps a driver that does not from breaking orders.
  const contents = typeof row.contents === 'string' ? (JSON.parse(row.contents) as Contents) : row.contents;
  return {
    ...contents,
    id: row.id,
    reference: row.reference,
    status: row.status,
    locale: row.locale,
    userId: row.user_id,
    resellerId: row.reseller_id,
    paymentMethod: row.payment_method,
    holdExpiresAt: iso(row.hold_expires_at),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

function contentsOf(order: Order): Contents {
  const {
    id: _id,
    reference: _reference,
    status: _status,
    locale: _locale,
    userId: _userId,
    resellerId: _resellerId,
    holdExpiresAt: _holdExpiresAt,
    createdAt: _createdAt,
    updatedAt: _updatedAt,
    paymentMethod: _paymentMethod,
    ...contents
  } = order;
  return contents;
}

function toAttempt(row: AttemptRow): PaymentAttempt {
  return {
    id: row.id,
    orderId: row.order_id,
    provider: row.provider,
    providerPaymentId: row.provider_payment_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    createdAt: iso(row.created_at),
    completedAt: row.completed_at ? iso(row.completed_at) : null,
  };
}

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
      await trx('order_events').insert({
        order_id: order.id,
        from_status: null,
        to_status: order.status,
        cause,
        at: order.createdAt,
      });
    });
  }

  async findById(id: string): Promise<Order | null> {
    const row = (await this.#knex('orders').where({ id }).first()) as OrderRow | undefined;
    return row ? toOrder(row) : null;
  }

  async findByReference(reference: string): Promise<{ order: Order; tokenHash: string } | null> {
    const row = (await this.#knex('orders').where({ reference }).first()) as OrderRow | undefined;
    return row ? { order: toOrder(row), tokenHash: row.token_hash } : null;
  }

  async transition(move: OrderTransition): Promise<Order | null> {
    return this.#knex.transaction(async (trx) => {
      const before = (await trx('orders')
        .where({ id: move.orderId })
        .whereIn('status', [...move.from])
        .forUpdate()
        .first()) as OrderRow | undefined;
      if (!before) return null;
      const current = toOrder(before);
      const next: Order = { ...current, ...move.patch, status: move.to, updatedAt: move.at.toISOString() };
      const [row] = (await trx('orders')
        .where({ id: move.orderId, status: before.status })
        .update({
          status: move.to,
          contents: JSON.stringify(contentsOf(next)),
          updated_at: move.at,
        })
        .returning('*')) as OrderRow[];
      if (!row) return null;
      await trx('order_events').insert({
        order_id: move.orderId,
        from_status: before.status,
        to_status: move.to,
        cause: move.cause.slice(0, 200),
        at: move.at,
      });
      await insertOutboxMessages(trx, move.outbox ?? []);
      return toOrder(row);
    });
  }

  async payFromCredit(
    move: OrderTransition & { resellerUserId: number; amount: number },
  ): Promise<'paid' | 'insufficientCredit' | 'notPayable'> {
    return this.#knex.transaction(async (trx) => {
      const order = await trx('orders')
        .where({ id: move.orderId, reseller_id: move.resellerUserId })
        .whereIn('status', [...move.from])
        .forUpdate()
        .first();
      if (!order) return 'notPayable';
      // The guard is in the update itself: of two bookings racing for the last credit, one finds no row.
      const charged = await trx('resellers')
        .where({ user_id: move.resellerUserId, active: true })
        .whereRaw('credit_used + ? <= credit_limit', [move.amount])
        .increment('credit_used', move.amount);
      if (charged !== 1) return 'insufficientCredit';
      await trx('reseller_credit_ledger').insert({
        reseller_user_id: move.resellerUserId,
        order_id: move.orderId,
        kind: 'charge',
        amount: move.amount,
        reason: `booking ${order.reference}`,
        created_at: move.at,
      });
      await trx('orders').where({ id: move.orderId }).update({ status: move.to, updated_at: move.at });
      await trx('order_events').insert({
        order_id: move.orderId,
        from_status: order.status,
        to_status: move.to,
        cause: move.cause.slice(0, 200),
        at: move.at,
      });
      await insertOutboxMessages(trx, move.outbox ?? []);
      return 'paid';
    });
  }

  async refundCredit(orderId: string, at: Date, amount?: number): Promise<boolean> {
    return this.#knex.transaction(async (trx) => {
      const charge = await trx('reseller_credit_ledger').where({ order_id: orderId, kind: 'charge' }).first();
      if (!charge) return false;
      const given = Math.min(amount ?? charge.amount, charge.amount);
      const inserted = await trx('reseller_credit_ledger')
        .insert({
          reseller_user_id: charge.reseller_user_id,
          order_id: orderId,
          kind: 'refund',
          amount: -given,
          reason: charge.reason,
          created_at: at,
        })
        .onConflict(trx.raw("(order_id, kind) where kind in ('charge', 'refund')"))
        .ignore()
        .returning('id');
      if (inserted.length === 0) return false;
      await trx('resellers').where({ user_id: charge.reseller_user_id }).decrement('credit_used', given);
      return true;
    });
  }

  async unpaidPlacesOn(tripIds: string[], now: Date): Promise<Map<string, number>> {
    if (tripIds.length === 0) return new Map();
    const rows = (await this.#knex
      .from(this.#knex.raw("orders, jsonb_array_elements(contents->'legs') as leg"))
      .whereIn('orders.status', [...HOLDING_STATUSES])
      .whereNull('orders.reseller_id')
      .where('orders.hold_expires_at', '>', now)
      .whereRaw("leg->'booking'->>'tripId' = any(?)", [tripIds])
      .groupByRaw('1')
      .select(
        this.#knex.raw("leg->'booking'->>'tripId' as trip_id"),
        this.#knex.raw("sum(jsonb_array_length(leg->'booking'->'passengers'))::int as places"),
      )) as Array<{ trip_id: string; places: number }>;
    return new Map(rows.map((row) => [row.trip_id, Number(row.places)]));
  }

  async events(orderId: string): Promise<OrderEvent[]> {
    const rows = (await this.#knex('order_events').where({ order_id: orderId }).orderBy('id')) as Array<{
      from_status: OrderStatus | null;
      to_status: OrderStatus;
      cause: string;
      at: Date;
    }>;
    return rows.map((row) => ({
      at: iso(row.at),
      from: row.from_status,
      to: row.to_status,
      cause: row.cause,
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

  async completeRefund(attemptId: string, at: Date): Promise<boolean> {
    const updated = await this.#knex('payment_attempts')
      .where({ id: attemptId })
      .whereIn('status', ['succeeded', 'refunding'])
      .update({ status: 'refunded', completed_at: at });
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
