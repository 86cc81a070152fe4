import type { Principal } from '#domain/auth/principal.ts';
import { isLeaderAddress } from '#domain/orders/leader-address.ts';
import type { Order } from '#domain/orders/order.ts';
import type { AuditEntry } from '../ports/audit-log.ts';
import type { OrderAccess } from './get-order.ts';

/**
 * Who changes the order on the traveller's behalf (issue #25 point 8): a signed-in caller who is not the
 * traveller — staff or the reseller the order was placed for. Null when the traveller acts themselves (the
 * order's secret, a proof of its address, or signed in with it).
 */
export function actingOnBehalf(access: OrderAccess, order: Order): Principal | null {
  if (!('principal' in access)) return null;
  return isLeaderAddress(order, access.principal.email) ? null : access.principal;
}

/** The audit entry of a change made on the traveller's behalf: who, when, what it was and became. */
export function onBehalfEntry(
  by: Principal,
  order: Order,
  at: Date,
  action: string,
  after: Record<string, unknown>,
): AuditEntry {
  return {
    at,
    actorId: by.id,
    actorEmail: by.email,
    action,
    subjectType: 'order',
    subjectId: order.id,
    before: { status: order.status },
    after,
  };
}
