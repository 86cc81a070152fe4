import type { Knex } from 'knex';
import type { PaymentAttempt, PaymentAttemptStatus } from '#application/ports/order-repository.ts';
import type { LocaleCode } from '#domain/i18n/locales.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';

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

export interface OrderRow {
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

export interface AttemptRow {
  id: string;
  order_id: string;
  provider: string;
  provider_payment_id: string;
  amount: number;
  currency: 'EUR';
  status: PaymentAttemptStatus;
  created_at: Date;
  completed_at: Date | null;
  surplus: boolean;
  refund_reference: string | null;
  change_id: string | null;
  authorised_amount: number | null;
  captured_at: Date | null;
  voided_at: Date | null;
}

export const iso = (value: Date | string) => new Date(value).toISOString();

export function toOrder(row: OrderRow): Order {
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

/** The order less what has a column of its own, for the `contents` column. */
export function contentsOf(order: Order): Contents {
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

export function toAttempt(row: AttemptRow): PaymentAttempt {
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
    surplus: row.surplus,
    refundReference: row.refund_reference ?? null,
    changeId: row.change_id,
    authorisedAmount: row.authorised_amount ?? null,
    capturedAt: row.captured_at ? iso(row.captured_at) : null,
    voidedAt: row.voided_at ? iso(row.voided_at) : null,
  };
}

/** Every change of an order's status leaves a row in `order_events`. */
export async function insertOrderEvent(
  trx: Knex.Transaction,
  event: {
    orderId: string;
    from: OrderStatus | null;
    to: OrderStatus;
    cause: TimelineCause;
    at: Date | string;
  },
): Promise<void> {
  await trx('order_events').insert({
    order_id: event.orderId,
    from_status: event.from,
    to_status: event.to,
    cause_code: event.cause.code,
    cause_values: event.cause.values ? JSON.stringify(event.cause.values) : null,
    at: event.at,
  });
}
