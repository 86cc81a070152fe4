import type { OutboxMessage } from '../ports/outbox-repository.ts';

/** The steps of a change after `held` (decision 0068), each written with the move that causes it. */
export const ORDER_CHANGE_JOBS = {
  /** Applies the change at the company and replaces the leg and its tickets from its answer. */
  confirm: 'order.confirmChange',
  /** Gives back a negative difference, e-mails the new voucher and closes the change. */
  sendVoucher: 'order.sendChangeVoucher',
  /** Tells the traveller the company refused to apply the change: nothing changed (decision 0094). */
  refusedEmail: 'order.changeRefusedEmail',
  /** E-mails the traveller a link to pay a change staff held for them (decision 0095). */
  sendPaymentLink: 'order.sendChangePaymentLink',
} as const;

export function orderChangeJob(
  id: string,
  name: (typeof ORDER_CHANGE_JOBS)[keyof typeof ORDER_CHANGE_JOBS],
  changeId: string,
  at: Date,
): OutboxMessage {
  return { id, name, payload: { changeId }, createdAt: at };
}

/** The change a job is about, from its payload. */
export function changeIdOf(payload: unknown): string | null {
  const changeId = (payload as { changeId?: unknown } | null)?.changeId;
  return typeof changeId === 'string' ? changeId : null;
}
