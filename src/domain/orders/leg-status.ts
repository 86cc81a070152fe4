import type { Cents } from '../money/cents.ts';
import type { RefundProgress } from '../refunds/refund-steps.ts';
import type { CancellationCoverage } from '../trips/trip.ts';
import type { OrderStatus } from './order-status.ts';

/**
 * The life of one sailing of a ticketed order (decision 0067), inside the order's own: a leg is `valid`
 * until the traveller cancels it alone; then `cancelled` (the company is told), `refunding` (the refund is
 * claimed and handed to the provider) and `refunded`. The order stays `ticketed` while any leg is valid;
 * cancelling the last valid leg is the whole order's cancellation (`ticketed → cancelled`).
 */
export const LEG_STATUSES = ['valid', 'cancelled', 'refunding', 'refunded'] as const;
export type LegStatus = (typeof LEG_STATUSES)[number];

const NEXT: Record<LegStatus, readonly LegStatus[]> = {
  valid: ['cancelled'],
  cancelled: ['refunding'],
  refunding: ['refunded'],
  refunded: [],
};

export function canMoveLeg(from: LegStatus, to: LegStatus): boolean {
  return NEXT[from].includes(to);
}

/** What the traveller was quoted and accepted for one leg, and where its refund stands (its steps, 0075). */
export interface OrderLegCancellation extends RefundProgress {
  status: Exclude<LegStatus, 'valid'>;
  coverage: CancellationCoverage;
  /** What the traveller paid for this leg (`paidPerLeg`). */
  paid: Cents;
  fee: Cents;
  refund: Cents;
}

/** Where the leg's own cancellation stands (`valid` while it has none): what may still be done to it alone. */
export function legStatus(leg: { cancellation?: Pick<OrderLegCancellation, 'status'> }): LegStatus {
  return leg.cancellation?.status ?? 'valid';
}

/**
 * A leg's status as every view tells it (page, API, MCP): its own cancellation's when it was cancelled alone,
 * else its order's end: a cancelled order's legs are cancelled, a refunded order's refunded, whatever path
 * got it there (the traveller, staff, the API, a disruption's full refund). Only a leg of a live order is
 * valid.
 */
export function legStatusInOrder(
  order: { status: OrderStatus },
  leg: { cancellation?: Pick<OrderLegCancellation, 'status'> },
): LegStatus {
  if (leg.cancellation) return leg.cancellation.status;
  if (order.status === 'cancelled') return 'cancelled';
  if (order.status === 'refunded') return 'refunded';
  return 'valid';
}

/** The order's legs still valid as every view tells it (`legStatusInOrder`), by their index in the order. */
export function validLegIndexes(order: {
  status: OrderStatus;
  legs: readonly { cancellation?: Pick<OrderLegCancellation, 'status'> }[];
}) {
  return order.legs.flatMap((leg, index) => (legStatusInOrder(order, leg) === 'valid' ? [index] : []));
}

/**
 * Whether a disruption's care (meals, a hotel) is still offered for a leg: only while it is valid. A leg
 * cancelled or refunded, alone or with its whole order (a disruption's full refund included), carries no
 * traveller to wait for it (issue #46).
 */
export function careStillOffered(
  order: { status: OrderStatus; legs: readonly { cancellation?: Pick<OrderLegCancellation, 'status'> }[] },
  legIndex: number,
): boolean {
  return validLegIndexes(order).includes(legIndex);
}

/** How a leg cancellation goes: refused, the last valid leg (the whole order's), or this leg alone. */
export type LegCancellationKind = 'refused' | 'wholeOrder' | 'leg';

/**
 * Whether a traveller may cancel this leg alone: the order is ticketed and the leg valid. With one valid leg
 * left, it is the whole order's cancellation. A reseller's order pays back to its credit once per order
 * (the credit ledger), so it is cancelled whole only.
 */
export function legCancellationKind(
  order: {
    status: OrderStatus;
    paymentMethod: string;
    legs: readonly { cancellation?: Pick<OrderLegCancellation, 'status'> }[];
  },
  legIndex: number,
): LegCancellationKind {
  const valid = validLegIndexes(order);
  if (order.status !== 'ticketed' || !valid.includes(legIndex)) return 'refused';
  if (valid.length === 1) return 'wholeOrder';
  return order.paymentMethod === 'creditLimit' ? 'refused' : 'leg';
}

/**
 * What legs cancelled alone give back: every accepted refund (`promised`, what a further refund must leave
 * room for), or only those sent (`sent`, what went back).
 */
export function legRefunds(
  legs: readonly { cancellation?: OrderLegCancellation }[],
  which: 'promised' | 'sent',
): Cents {
  return legs.reduce((sum, { cancellation }) => {
    const counts = cancellation && (which === 'promised' || cancellation.status === 'refunded');
    return sum + (counts ? cancellation.refund : 0);
  }, 0);
}
