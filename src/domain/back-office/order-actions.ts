import type { Order } from '../orders/order.ts';
import type { OrderStatus } from '../orders/order-status.ts';
import type { StaffAbility } from './staff-permissions.ts';

/**
 * What staff can do to an order (issue #11 item 2), the permission each needs and the states that allow
 * it. Every action is a job; the page shows the job's outcome.
 */
export const ORDER_ACTIONS = {
  resendEmail: { ability: 'resendEmail', statuses: ['ticketed'] },
  courierVoucher: { ability: 'courierVoucher', statuses: ['ticketed'] },
  retryTicketing: { ability: 'retryTicketing', statuses: ['paid', 'needsAttention'] },
  cancelUpstream: { ability: 'cancelUpstream', statuses: ['ticketed'] },
  refund: { ability: 'refund', statuses: ['ticketed', 'needsAttention', 'cancelled'] },
} as const satisfies Record<string, { ability: StaffAbility; statuses: readonly OrderStatus[] }>;

export type OrderAction = keyof typeof ORDER_ACTIONS;
export const ORDER_ACTION_NAMES = Object.keys(ORDER_ACTIONS) as OrderAction[];

/** Whether the order's state allows the action; courier vouchers only for tickets sent by courier. */
export function stateAllows(action: OrderAction, order: Pick<Order, 'status' | 'delivery'>): boolean {
  if (!(ORDER_ACTIONS[action].statuses as readonly OrderStatus[]).includes(order.status)) return false;
  return action !== 'courierVoucher' || order.delivery.receiveTicketsMethod === 'courier';
}
