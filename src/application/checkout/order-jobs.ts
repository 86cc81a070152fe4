import type { OutboxMessage } from '../ports/outbox-repository.ts';

/** Background work of an order, each written to the outbox with the status change that causes it. */
export const ORDER_JOBS = {
  issueTickets: 'order.issueTickets',
  sendConfirmation: 'order.sendConfirmation',
  refund: 'order.refund',
  releaseHolds: 'order.releaseHolds',
} as const;

export interface OrderJobPayload {
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

export function orderIdOf(payload: unknown): string | null {
  const orderId = (payload as Partial<OrderJobPayload> | null)?.orderId;
  return typeof orderId === 'string' ? orderId : null;
}
