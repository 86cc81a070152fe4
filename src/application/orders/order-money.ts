import type { Order } from '#domain/orders/order.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';
import { type LedgerDraw, type OrderLedger, orderLedger } from '#domain/orders/order-ledger.ts';
import {
  type ChangeMoneyBack,
  changeRefundId,
  type RefundTrack,
  refundTracks,
  withProviderStates,
} from '#domain/refunds/order-refunds.ts';
import type { OrderChangeRepository } from '../ports/order-change-repository.ts';
import type { OrderRefundRepository } from '../ports/order-refund-repository.ts';
import type { OrderRepository, PaymentAttempt } from '../ports/order-repository.ts';

/** The order's money as every view reads it: its ledger (decision 0112) and each refund with its steps. */
export interface OrderMoney {
  ledger: OrderLedger;
  /** Every refund of the order with its steps, oldest first (decision 0075). */
  refunds: RefundTrack[];
}

export interface OrderMoneyDeps {
  orders: OrderRepository;
  refunds: OrderRefundRepository;
  changes: Pick<OrderChangeRepository, 'ofOrder'>;
}

/** A change that cost less than the sailing it replaced: owed once applied, sent once its draws are. */
function changeMoneyBack(
  change: OrderChange,
  draws: readonly LedgerDraw[],
  payments: readonly PaymentAttempt[],
): ChangeMoneyBack[] {
  if (!change.moneyBack || change.total >= 0) return [];
  const own = draws.filter((draw) => draw.refundId === changeRefundId(change.id));
  const sent = change.moneyBack.status === 'sent';
  const through = payments.find((payment) => payment.id === own[0]?.paymentId)?.provider ?? null;
  return [
    {
      changeId: change.id,
      legIndex: change.legIndex,
      amount: -change.total,
      requestedAt: change.createdAt,
      sentAt: sent ? (own.at(-1)?.at ?? change.createdAt) : null,
      sentThrough: sent ? (through ?? 'credit') : null,
      refundReference: change.moneyBack.reference,
    },
  ];
}

/** Reads everything the order's money is kept in, once, and derives its ledger and refund tracks. */
export async function orderMoneyOf(deps: OrderMoneyDeps, order: Order): Promise<OrderMoney> {
  const [payments, recordedDraws, credits, staff, changes] = await Promise.all([
    deps.orders.paymentAttempts(order.id),
    deps.orders.refundDraws(order.id),
    deps.orders.creditRows(order.id),
    deps.refunds.list(order.id),
    deps.changes.ofOrder(order.id),
  ]);
  const draws = recordedDraws.map((draw) => ({ ...draw, at: draw.at.toISOString() }));
  const ledger = orderLedger({
    payments: payments.map((payment) => ({ ...payment, changeId: payment.changeId ?? null })),
    draws,
    credits,
  });
  const refunds = refundTracks(
    order,
    staff,
    payments.filter((payment) => payment.surplus),
    changes.flatMap((change) => changeMoneyBack(change, draws, payments)),
  );
  return { ledger, refunds: withProviderStates(refunds, draws) };
}
