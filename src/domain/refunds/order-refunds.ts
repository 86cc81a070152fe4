import type { OrderRefund } from '../back-office/refund-request.ts';
import type { Cents } from '../money/cents.ts';
import type { Order } from '../orders/order.ts';
import type { ProviderRefundState } from './refund-draws.ts';
import { type RefundProgress, type RefundSteps, refundSteps } from './refund-steps.ts';

/**
 * Every way money of an order goes back (decision 0075): the whole order cancelled, one sailing cancelled,
 * a refund staff make, a surplus payment (a second charge) given back, and a change that cost less than
 * the sailing it replaced (decision 0112: however small, it is tracked like the rest).
 */
const REFUND_KINDS = ['order', 'leg', 'staff', 'surplus', 'change'] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** One refund as the order page, the back office and the e-mails read it: what, how much, its steps. */
export interface RefundTrack extends RefundSteps {
  /** Stable within the order: `order`, `leg-N`, the staff refund's or the surplus payment's id. */
  id: string;
  kind: RefundKind;
  /** The sailing's index in the order, for a leg's refund. */
  legIndex: number | null;
  amount: Cents;
  /** A company cancels tickets first: only then is there an "accepted by the company" step. */
  companyStep: boolean;
  /** The provider it was sent through, or `credit`; null until sent. */
  sentThrough: string | null;
  /** The provider refused it: staff give it back by hand. */
  refused: boolean;
}

/** The id of the whole order's cancellation refund, and of a sailing's, within the order. */
export const ORDER_REFUND_ID = 'order';
export const legRefundId = (legIndex: number) => `leg-${legIndex}`;
/** The id under which a change's money back draws on the order's payments (it is on the change's own record). */
export const changeRefundId = (changeId: string) => `change-${changeId}`;

/** A surplus payment as the tracker reads it. */
export interface SurplusPayment {
  id: string;
  provider: string;
  amount: Cents;
  status: string;
  createdAt: string;
  completedAt: string | null;
  refundReference: string | null;
}

/** A change's money back as the tracker reads it: owed once the change applied, sent with its draws. */
export interface ChangeMoneyBack {
  changeId: string;
  legIndex: number;
  amount: Cents;
  requestedAt: string;
  sentAt: string | null;
  sentThrough: string | null;
  refundReference: string | null;
}

function changeTrack(back: ChangeMoneyBack): RefundTrack {
  return track(
    {
      id: changeRefundId(back.changeId),
      kind: 'change',
      legIndex: back.legIndex,
      amount: back.amount,
      companyStep: false,
    },
    {
      requestedAt: back.requestedAt,
      ...(back.sentAt ? { sentAt: back.sentAt } : {}),
      ...(back.sentThrough ? { sentThrough: back.sentThrough } : {}),
      ...(back.refundReference ? { refundReference: back.refundReference } : {}),
    },
  );
}

function track(
  head: Pick<RefundTrack, 'id' | 'kind' | 'legIndex' | 'amount' | 'companyStep'>,
  progress: RefundProgress,
  refused = false,
): RefundTrack {
  return { ...head, ...refundSteps(progress), sentThrough: progress.sentThrough ?? null, refused };
}

function staffTrack(refund: OrderRefund): RefundTrack {
  const done = refund.status === 'done';
  return track(
    { id: refund.id, kind: 'staff', legIndex: null, amount: refund.amount, companyStep: false },
    {
      requestedAt: refund.requestedAt,
      ...(done && refund.completedAt ? { sentAt: refund.completedAt } : {}),
      ...(refund.sentThrough ? { sentThrough: refund.sentThrough } : {}),
      ...(refund.reference ? { refundReference: refund.reference } : {}),
    },
    refund.status === 'refused',
  );
}

function surplusTrack(payment: SurplusPayment): RefundTrack {
  const sent = payment.status === 'refunded' && payment.completedAt;
  return track(
    { id: payment.id, kind: 'surplus', legIndex: null, amount: payment.amount, companyStep: false },
    {
      // A surplus charge is to be given back the moment it is confirmed.
      requestedAt: payment.createdAt,
      ...(sent ? { sentAt: payment.completedAt!, sentThrough: payment.provider } : {}),
      ...(payment.refundReference ? { refundReference: payment.refundReference } : {}),
    },
  );
}

/**
 * Each refund as its providers have it (decision 0130): one still pending at a provider is not sent yet (no
 * date, no statement day to promise), one a provider failed is refused (staff give it back by hand).
 */
export function withProviderStates(
  tracks: readonly RefundTrack[],
  draws: readonly { refundId: string; state: ProviderRefundState }[],
): RefundTrack[] {
  return tracks.map((track) => {
    const states = draws.filter((draw) => draw.refundId === track.id).map((draw) => draw.state);
    if (states.includes('failed')) return { ...track, refused: true };
    if (states.includes('pending'))
      return { ...track, sentAt: null, expectedBy: null, reference: null, sentThrough: null };
    return track;
  });
}

/** Every refund of an order with its steps, oldest first; a refund of nothing is not one. */
export function refundTracks(
  order: Pick<Order, 'legs' | 'cancellation'>,
  staffRefunds: readonly OrderRefund[],
  surplusPayments: readonly SurplusPayment[],
  changesBack: readonly ChangeMoneyBack[] = [],
): RefundTrack[] {
  const legs = order.legs.flatMap(({ cancellation }, legIndex) =>
    cancellation && cancellation.refund > 0
      ? [
          track(
            {
              id: legRefundId(legIndex),
              kind: 'leg',
              legIndex,
              amount: cancellation.refund,
              companyStep: true,
            },
            cancellation,
          ),
        ]
      : [],
  );
  const whole = order.cancellation;
  const cancelled =
    whole && whole.refund > 0
      ? [
          track(
            { id: ORDER_REFUND_ID, kind: 'order', legIndex: null, amount: whole.refund, companyStep: true },
            whole,
          ),
        ]
      : [];
  return [
    ...legs,
    ...cancelled,
    ...staffRefunds.map(staffTrack),
    ...surplusPayments.map(surplusTrack),
    ...changesBack.filter((back) => back.amount > 0).map(changeTrack),
  ].sort((a, b) => a.requestedAt.localeCompare(b.requestedAt));
}
