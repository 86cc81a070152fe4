import type { DisruptionChoice } from '#domain/disruptions/disruption-choices.ts';
import type { Cents } from '#domain/money/cents.ts';
import type { Order } from '#domain/orders/order.ts';
import type { LedgerCredit } from '#domain/orders/order-ledger.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';
import type { OrderVersion } from '#domain/orders/order-versions.ts';
import type { TimelineCause } from '#domain/orders/timeline-cause.ts';
import type { OutboxMessage } from './outbox-repository.ts';
import type { ProviderRefundState } from './payment-gateway.ts';

/** A recorded change of status: when, from what, to what, and why. */
export interface OrderEvent {
  at: string;
  from: OrderStatus | null;
  to: OrderStatus;
  /** Coded; the English text of an event recorded before causes had codes. */
  cause: TimelineCause | string;
}

/**
 * `refunding`: a refund was claimed and handed to the provider, and its answer is not recorded yet.
 * `authorised`: the provider holds the approved amount until a capture takes it (`succeeded`, for what the
 * capture took) or a void lets it go (`voided`), decision 0127.
 */
export type PaymentAttemptStatus =
  | 'started'
  | 'authorised'
  | 'voided'
  | 'succeeded'
  | 'declined'
  | 'abandoned'
  | 'refunding'
  | 'refunded';

/** One attempt to take the money for an order at a payment provider (or from a reseller's credit). */
export interface PaymentAttempt {
  id: string;
  orderId: string;
  provider: string;
  /** The provider's own id of the payment (order code, transaction id, …). */
  providerPaymentId: string;
  amount: Cents;
  currency: 'EUR';
  status: PaymentAttemptStatus;
  createdAt: string;
  completedAt: string | null;
  /**
   * Confirmed by the provider but not the order's payment (the order had failed, expired or was paid by
   * another attempt): money to give back, never the money a refund of the order takes from.
   */
  surplus: boolean;
  /** The provider's reference of the refund that gave this payment back (decision 0075). */
  refundReference: string | null;
  /** The change to one of the order's legs this attempt pays (decision 0068); absent: the order itself. */
  changeId?: string | null;
  /** What an authorisation held (decision 0127); `amount` is then what its capture took, once it did. */
  authorisedAmount?: Cents | null;
  capturedAt?: string | null;
  /** When what no capture took was let go: the whole authorisation, or the rest of a capture of part. */
  voidedAt?: string | null;
}

/** One provider refund drawn on one of the order's payments (decision 0084). */
export interface RecordedRefundDraw {
  id: string;
  orderId: string;
  paymentId: string;
  /** The refund it belongs to, as the tracker names it: `order`, `leg-N`, a change's id. */
  refundId: string;
  amount: Cents;
  /** The provider's reference of this refund. */
  reference: string;
  at: Date;
  /** Where the provider has it (decision 0130): a pending one is followed until it is final. */
  state: ProviderRefundState;
}

/** A provider refund still pending, as the follower reads it (decision 0130). */
export interface PendingRefundDraw extends RecordedRefundDraw {
  provider: string;
  providerPaymentId: string;
  /** How often the provider was asked already: the next question waits longer each time. */
  checks: number;
}

export interface NewOrder {
  order: Order;
  /** The one-way hash of the order's secret; the secret itself is never stored. */
  tokenHash: string;
  cause: TimelineCause;
}

/** A conditional move: it happens only while the order is in one of `from`. */
export interface OrderTransition {
  orderId: string;
  from: readonly OrderStatus[];
  to: OrderStatus;
  cause: TimelineCause;
  at: Date;
  /** Fields that change with the status (tickets, …). */
  patch?: Partial<Pick<Order, 'tickets' | 'cancellation' | 'paymentReturnOrigin' | 'legs' | 'chargeLines'>>;
  /**
   * A further condition on the locked order (a leg's status, decision 0067): the move happens only when it
   * holds, so of two moves of one leg from the same state exactly one happens.
   */
  guard?: (order: Order) => boolean;
  /** Side effects written in the same transaction as the move. */
  outbox?: OutboxMessage[];
  /**
   * The traveller's choice about a disruption that this move carries out (a refund, a rebooking), recorded
   * on the order's disruption in the same transaction (decision 0082).
   */
  disruptionChoice?: DisruptionChoice;
  /**
   * A choice this move takes back, in its transaction: a rebooking the company refused at confirmation
   * (decision 0094) leaves the leg's choice open again, and the desk shows it open.
   */
  withdrawnChoice?: Pick<DisruptionChoice, 'legIndex' | 'choice'>;
}

/**
 * Passengers an order wants to hold on each sailing (the voyage, `FerryInventory.sailingIdOf`, whichever
 * pairs of its stops the legs book), claimed until `until` unless the order is recorded.
 */
export interface UnpaidPlacesClaim {
  orderId: string;
  places: ReadonlyArray<{ sailingId: string; places: number }>;
  cap: number;
  now: Date;
  until: Date;
}

export interface OrderRepository {
  create(input: NewOrder): Promise<void>;
  findById(id: string): Promise<Order | null>;
  /** The orders made with this address (any case) in these statuses, the newest first, at most `limit`. */
  ordersOfAddress(email: string, statuses: readonly OrderStatus[], limit: number): Promise<Order[]>;
  /** The order with this reference and the hash of its secret, for the caller to compare. */
  findByReference(reference: string): Promise<{ order: Order; tokenHash: string } | null>;
  /**
   * Moves the order when, and only when, it is still in one of `from` (a conditional update): of two
   * processes racing from the same state exactly one gets the order back, the other gets null.
   */
  transition(move: OrderTransition): Promise<Order | null>;
  events(orderId: string): Promise<OrderEvent[]>;
  /** The order's versions, first first (decision 0116): what each leg was after each change. */
  versions(orderId: string): Promise<OrderVersion[]>;
  addPaymentAttempt(attempt: PaymentAttempt): Promise<void>;
  findPaymentAttempt(provider: string, providerPaymentId: string): Promise<PaymentAttempt | null>;
  paymentAttempts(orderId: string): Promise<PaymentAttempt[]>;
  /**
   * Records the provider's confirmed success of an attempt, once, in one transaction: when the order is
   * still in one of `paid.from` the attempt pays it (the move with its jobs); otherwise the attempt is a
   * surplus charge and `surplus` (an event's cause and the refund job) is written instead. Resolves which,
   * or `known` when this attempt's success was recorded before (a replayed return or webhook).
   */
  recordSucceededPayment(input: {
    attemptId: string;
    /** `authorised`: the money is held, not taken; the order is paid once it is captured (decision 0127). */
    status: 'succeeded' | 'authorised';
    paid: OrderTransition;
    surplus: { cause: TimelineCause; outbox: OutboxMessage[] };
  }): Promise<'paid' | 'surplus' | 'known'>;
  /** Records a payment outcome once: resolves false when the attempt was already completed. */
  completePaymentAttempt(
    attemptId: string,
    status: Exclude<PaymentAttemptStatus, 'started' | 'refunding'>,
    at: Date,
  ): Promise<boolean>;
  /**
   * Takes a succeeded attempt for refunding before the provider is asked (`succeeded → refunding`): of two
   * runs of a refund exactly one gets true, so money is never handed back twice.
   */
  claimRefund(attemptId: string): Promise<boolean>;
  /**
   * Records the capture of an authorised attempt, once: it now holds `amount` (`succeeded`), and what the
   * capture did not take is let go with it. Resolves false when it was not authorised (captured already).
   */
  recordCapture(attemptId: string, amount: Cents, at: Date): Promise<boolean>;
  /** Records an authorisation let go whole (`authorised → voided`), once. */
  recordVoid(attemptId: string, at: Date): Promise<boolean>;
  /**
   * Authorisations nothing will capture (decision 0127): those authorised before `settledBefore` whose order
   * is no longer being issued (or that are a surplus charge), and any authorised before `lapsingBefore`.
   */
  uncapturedAuthorisations(input: {
    settledBefore: Date;
    lapsingBefore: Date;
    limit: number;
  }): Promise<PaymentAttempt[]>;
  /** What refunds drew on the order's payments, oldest first (decision 0084). */
  refundDraws(orderId: string): Promise<RecordedRefundDraw[]>;
  /**
   * Records one provider refund drawn on a payment; the same refund and payment are recorded once. A
   * pending one is asked about again at `nextCheckAt`.
   */
  recordRefundDraw(draw: RecordedRefundDraw, nextCheckAt?: Date): Promise<void>;
  /** Pending provider refunds whose next question is due at `now`, the oldest question first. */
  pendingRefundDraws(now: Date, limit: number): Promise<PendingRefundDraw[]>;
  /**
   * Writes what the provider said of a pending refund: still pending (asked again at `nextCheckAt`), settled
   * or failed, with the e-mail it causes in the same transaction. Resolves false, writing nothing, when the
   * draw was no longer pending (another process wrote it first).
   */
  followRefundDraw(
    drawId: string,
    outcome: { state: ProviderRefundState; at: Date; nextCheckAt: Date | null; outbox: OutboxMessage[] },
  ): Promise<boolean>;
  /**
   * Marks a succeeded or claimed attempt refunded, with the provider's reference of the refund when known
   * (resolves false when it was neither).
   */
  completeRefund(attemptId: string, at: Date, reference?: string): Promise<boolean>;
  /**
   * Pays an order from its reseller's credit in one transaction: the charge is written to the credit ledger
   * only if the credit left covers it (never below zero, whatever runs at the same time), and the order
   * moves to `paid` with the outbox messages of the move.
   */
  payFromCredit(
    move: OrderTransition & { resellerUserId: number; amount: number },
  ): Promise<'paid' | 'insufficientCredit' | 'notPayable'>;
  /**
   * Gives an order's credit charge back to its reseller, once: `amount` (a cancellation's refund, at most the
   * charge) or the whole charge; false when there was no charge or it was already given back.
   */
  refundCredit(orderId: string, at: Date, amount?: number): Promise<boolean>;
  /** The reseller's credit rows of this order and its changes, oldest first (the ledger's credit side). */
  creditRows(orderId: string): Promise<LedgerCredit[]>;
  /**
   * Claims places for a visitor's order about to be held, when and only when every sailing stays within
   * `cap` passengers held by visitors' unpaid orders and earlier claims (resellers are not counted). Counted
   * and taken under one lock per sailing across processes: of orders racing for the last places, only as
   * many pass as fit. Once the order is recorded (`create`), its claim counts for as long as the order holds
   * unpaid: its status and hold decide, not the claim's `until`.
   */
  claimUnpaidPlaces(claim: UnpaidPlacesClaim): Promise<boolean>;
  /** Gives back the claim of an order that was not placed after all. */
  dropUnpaidPlacesClaim(orderId: string): Promise<void>;
  /** Orders still holding places whose hold lapsed before `now`. */
  lapsedHolds(now: Date, limit: number): Promise<Order[]>;
}
