import type { Order } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { OrderRepository } from '../ports/order-repository.ts';
import type { OutboxMessage } from '../ports/outbox-repository.ts';

/** Background work of an order, each written to the outbox with the status change that causes it. */
export const ORDER_JOBS = {
  issueTickets: 'order.issueTickets',
  sendConfirmation: 'order.sendConfirmation',
  /** The agency's own copy of the confirmation of an order it paid on its credit (decision 0055). */
  sendAgencyCopy: 'order.sendAgencyCopy',
  refund: 'order.refund',
  refundSurplus: 'order.refundSurplus',
  releaseHolds: 'order.releaseHolds',
  cancel: 'order.cancel',
  createCourierVoucher: 'order.createCourierVoucher',
  /** The order's invoice or receipt, issued and reported to AADE's myDATA (decisions 0062, 0063). */
  reportFiscalDocument: 'order.reportFiscalDocument',
} as const;

interface OrderJobPayload {
  orderId: string;
}

/**
 * An order's job for the outbox. It is written only by the conditional status change that causes it, so
 * it exists once per cause; the handlers check the order's status again before acting.
 */
export function orderJob(
  id: string,
  name: (typeof ORDER_JOBS)[keyof typeof ORDER_JOBS],
  orderId: string,
  at: Date,
): OutboxMessage {
  return { id, name, payload: { orderId } satisfies OrderJobPayload, createdAt: at };
}

function orderIdOf(payload: unknown): string | null {
  const orderId = (payload as Partial<OrderJobPayload> | null)?.orderId;
  return typeof orderId === 'string' ? orderId : null;
}

/**
 * The order a job is about, while it is still in a status the job acts on: a job that runs again, or after
 * the order moved on, finds nothing to do.
 */
export async function orderOfJob(
  orders: OrderRepository,
  payload: unknown,
  statuses: readonly OrderStatus[],
): Promise<Order | null> {
  const orderId = orderIdOf(payload);
  const order = orderId ? await orders.findById(orderId) : null;
  return order && statuses.includes(order.status) ? order : null;
}
