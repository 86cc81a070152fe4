import type { Cents } from '../money/cents.ts';
import type { ChargeLine } from '../pricing/charge-lines.ts';

/**
 * The life of a change to one leg of a sold order (decision 0068): quoted → held → paid → ticketed → done.
 * A change that costs nothing or gives money back skips `paid`; `failed` and `expired` give the held places
 * back and leave the leg and its tickets as they were.
 */
export const ORDER_CHANGE_STATUSES = [
  'quoted',
  'held',
  'paid',
  'ticketed',
  'done',
  'failed',
  'expired',
] as const;
export type OrderChangeStatus = (typeof ORDER_CHANGE_STATUSES)[number];

const NEXT: Record<OrderChangeStatus, readonly OrderChangeStatus[]> = {
  quoted: ['held', 'failed'],
  held: ['paid', 'ticketed', 'failed', 'expired'],
  paid: ['ticketed', 'failed'],
  ticketed: ['done'],
  done: [],
  failed: [],
  expired: [],
};

export function canMoveChange(from: OrderChangeStatus, to: OrderChangeStatus): boolean {
  return NEXT[from].includes(to);
}

/** A change still under way: the leg has no room for another until it is done, failed or expired. */
export function isOpenChange(status: OrderChangeStatus): boolean {
  return NEXT[status].length > 0;
}

/** A change is paid before it is applied only when it costs something; otherwise it applies at once. */
export function needsPayment(change: Pick<OrderChange, 'total'>): boolean {
  return change.total > 0;
}

/** One change to one of the order's legs, with what it costs as the lines the order will carry. */
export interface OrderChange {
  id: string;
  orderId: string;
  legIndex: number;
  kind: 'correction' | 'sailing' | 'addition';
  status: OrderChangeStatus;
  /** The traveller's request as the company was asked it (for the timeline and the page). */
  request: Record<string, unknown>;
  agentName: string;
  /** The company's code for the held change: confirming or releasing it names this. */
  changeCode: string;
  expiresAt: string;
  fareDifference: Cents;
  fee: Cents;
  total: Cents;
  chargeLines: ChargeLine[];
  /**
   * Who asked for it, as the timeline names them (decision 0072): the address of the staff member or
   * reseller who acted for the traveller, or `traveller`.
   */
  requestedBy: string;
  /**
   * Made for a disruption of the leg (decision 0082): waived (nothing to pay, no lines), and its confirmation
   * records the traveller's choice to rebook on the order's disruption.
   */
  forDisruption?: boolean;
  /** When a change that costs nothing was confirmed (its job written then, once); null before. */
  confirmRequestedAt?: string | null;
  /**
   * A change that gives money back: `owed` once applied, `claimed` before the provider is asked (a run that
   * finds it claimed leaves it to staff rather than pay twice), `sent` with the provider's reference.
   */
  moneyBack?: { status: 'owed' | 'claimed' | 'sent'; reference: string | null } | null;
  createdAt: string;
}

/** The leg's number as people count (the first sailing is 1), for the timeline's values. */
export function changeValues(change: Pick<OrderChange, 'legIndex' | 'requestedBy'>): Record<string, string> {
  return { sailing: String(change.legIndex + 1), by: change.requestedBy };
}

/**
 * The lines a change adds to the order's record of money (decision 0051): what an addition adds, each item
 * its own line (decision 0083), then the rest of the fare difference and the fee, each only when not zero,
 * so a free correction adds nothing and the lines always add up to the total.
 */
export function changeChargeLines(
  legIndex: number,
  quote: { fareDifference: Cents; fee: Cents },
  code: string,
  added: ChargeLine[] = [],
): ChargeLine[] {
  const line = (kind: 'changeFare' | 'changeFee', amount: Cents): ChargeLine => ({
    kind,
    legIndex,
    index: 0,
    code,
    accommodation: null,
    accommodationName: null,
    occupants: [],
    fare: amount,
    discount: 0,
    amount,
  });
  const rest = quote.fareDifference - added.reduce((sum, item) => sum + item.amount, 0);
  return [
    ...added,
    ...(rest !== 0 ? [line('changeFare', rest)] : []),
    ...(quote.fee !== 0 ? [line('changeFee', quote.fee)] : []),
  ];
}
