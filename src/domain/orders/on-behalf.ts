import type { Principal } from '../auth/principal.ts';
import { hasScope } from '../auth/scope.ts';
import { mayStaff } from '../back-office/staff-permissions.ts';
import type { Cents } from '../money/cents.ts';
import type { Order } from './order.ts';
import type { TimelineCause } from './timeline-cause.ts';

/**
 * Who may cancel or change a booking for the traveller (issue #25 point 8): the reseller the order was placed
 * for, a booking agent, or staff who may cancel at the company. What a disruption owes the traveller — the
 * full refund of a leg it broke (decision 0076) or another sailing at no cost (decisions 0082, 0094) — is
 * also the disruptions desk's to take: support may do that, not a cancellation or a change at a fee.
 */
export function mayActOnBehalf(by: Principal, order: Order, owedForDisruption = false): boolean {
  const ability = owedForDisruption ? 'actForTraveller' : 'cancelUpstream';
  return order.resellerId === by.id || hasScope(by, 'agent') || mayStaff(by, ability);
}

/** A cancellation that is a disrupted leg's full refund, without fee (decision 0076). */
export const refundForDisruption = (cause?: TimelineCause): boolean =>
  cause?.code === 'legCancelledForDisruption';

/**
 * Who pays a held change's difference (decision 0095): nobody when it costs nothing or gives money back; the
 * traveller by card when they made it themselves; the order's reseller from its credit limit, as it paid the
 * booking (decision 0055); and, when staff or a booking agent made it, the traveller from a link e-mailed to
 * them (nobody's card is taken at the desk).
 */
export type ChangePayer = 'nobody' | 'card' | 'credit' | 'emailedLink';

export function changePayer(
  total: Cents,
  order: Pick<Order, 'resellerId'>,
  by: Principal | null,
): ChangePayer {
  if (total <= 0) return 'nobody';
  if (!by) return 'card';
  return order.resellerId === by.id ? 'credit' : 'emailedLink';
}
