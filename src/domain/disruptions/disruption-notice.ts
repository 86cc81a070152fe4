import type { Order } from '../orders/order.ts';
import { e164Mobile } from '../validation/phone-number.ts';

/**
 * A notice's link opens the booking without signing in, once (decision 0065's sign-in link). A traveller
 * reads a notice about a sailing later than a link they asked for, so it lives a day, not 30 minutes.
 */
export const DISRUPTION_LINK_HOURS = 24;

export function disruptionLinkExpiry(now: Date): Date {
  return new Date(now.getTime() + DISRUPTION_LINK_HOURS * 3_600_000);
}

/** Where the lead traveller gets text messages: their mobile in E.164 form, or null without a valid one. */
export function leaderMobile(order: Pick<Order, 'leader'>): string | null {
  return e164Mobile(order.leader.mobile, order.leader.phonePrefix);
}

/** A port's wall clock (the Date's UTC fields, as `portClock` reads it) `minutes` later. */
export function later(portClock: Date, minutes: number): Date {
  return new Date(portClock.getTime() + minutes * 60_000);
}
