import type { OrderChange, OrderChangeStatus } from '#domain/orders/order-change.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import type { OrderTransition } from './order-repository.ts';
import type { OutboxMessage } from './outbox-repository.ts';

/**
 * One step of a change's machine (decision 0068), conditional like an order's move: it happens only while
 * the change is in one of `from` and its order is `ticketed`, and the order's side of it (a note on its
 * timeline, the legs, tickets and lines it patches, the jobs of the next step) is written in the same
 * transaction, so a step and the job that follows it exist together or not at all.
 */
export interface ChangeMove {
  changeId: string;
  from: readonly OrderChangeStatus[];
  to: OrderChangeStatus;
  at: Date;
  /** The note on the order's timeline; absent, the order is not touched (a bookkeeping step of the change). */
  cause?: TimelineCause;
  patch?: OrderTransition['patch'];
  /** A condition on the locked order: a patch read from the order applies only while it is untouched. */
  guard?: OrderTransition['guard'];
  outbox?: OutboxMessage[];
  /** A change that costs nothing, confirmed: marked once, so its job is written once. */
  requestConfirm?: boolean;
  moneyBack?: OrderChange['moneyBack'];
  /** Moves only while the money back is in this state: of two runs, one claims it. */
  moneyBackWas?: NonNullable<OrderChange['moneyBack']>['status'];
  /** The disruption's choice this step carries out (a waived change's confirmation), written with it. */
  disruptionChoice?: OrderTransition['disruptionChoice'];
  /** The disruption's choice this step takes back (a waived change the company refused), written with it. */
  withdrawnChoice?: OrderTransition['withdrawnChoice'];
  /** The change's payment goes back (the company refused after it was paid): its attempt becomes surplus. */
  givesBackPayment?: boolean;
}

/**
 * A change its reseller pays from its credit as it is recorded (decision 0095): the charge, the move
 * `held → paid` with its timeline note and the jobs that follow, all with the change's own row.
 */
export interface ChangeCreditPayment {
  resellerUserId: number;
  /** The booking's reference, for the ledger's line. */
  reference: string;
  cause: TimelineCause;
  outbox: OutboxMessage[];
}

/**
 * What became of a held change asked to be recorded: `recorded`; `open`, the leg's open change answered
 * instead; or `overCredit`, nothing recorded because its reseller's credit cannot pay it.
 */
export type RecordedChange =
  | { change: OrderChange; outcome: 'recorded' | 'open' }
  | { outcome: 'overCredit' };

/** Changes to an order's legs (decision 0068), at most one open per leg. */
export interface OrderChangeRepository {
  /**
   * Records a held change unless the leg already has one open: then that one is answered (`open`; the caller
   * releases what it held for nothing). Checked by the database, so two at once cannot both record. A
   * recorded change leaves `changeHeld` on the order's timeline, and is written with `outbox` (the traveller's
   * e-mailed link to pay it) and, with `credit`, paid from its reseller's credit in the same transaction, or
   * not recorded at all when the credit cannot pay it (decision 0095).
   */
  record(
    change: OrderChange,
    then?: { outbox?: OutboxMessage[]; credit?: ChangeCreditPayment },
  ): Promise<RecordedChange>;
  /**
   * Gives a change's money back to the credit of the reseller its order was paid by (decision 0095), once per
   * change: false when it went back before.
   */
  refundToCredit(
    change: OrderChange,
    reseller: { resellerUserId: number; reference: string },
    at: Date,
  ): Promise<boolean>;
  /** The order's changes still open (quoted, held, paid or ticketed), by leg. */
  openOf(orderId: string): Promise<OrderChange[]>;
  /** The leg's open change, if any. */
  openOn(orderId: string, legIndex: number): Promise<OrderChange | null>;
  /** Held changes whose hold lapsed before `now`, the longest lapsed first, at most `limit`. */
  lapsedHolds(now: Date, limit: number): Promise<OrderChange[]>;
  /** Moves a held change whose hold lapsed by `now` to `expired`; false if it was not (or no longer) so. */
  expire(id: string, now: Date): Promise<boolean>;
  find(id: string): Promise<OrderChange | null>;
  /** Every change of the order, oldest first (its fiscal documents are drawn from them, decision 0096). */
  ofOrder(orderId: string): Promise<OrderChange[]>;
  /** The moved change, or null when it (or its order) was no longer where the move starts. */
  move(move: ChangeMove): Promise<OrderChange | null>;
  /**
   * A provider's confirmed payment of a change, recorded once (as an order's, decision 0049): it moves the
   * change `held → paid` with its job when the change is still held, and otherwise marks the attempt surplus
   * with `surplus` (its refund job) written instead. `known` when this attempt's success was recorded before.
   */
  recordPayment(input: {
    attemptId: string;
    paid: ChangeMove;
    surplus: { cause: TimelineCause; outbox: OutboxMessage[] };
  }): Promise<'paid' | 'surplus' | 'known'>;
}
