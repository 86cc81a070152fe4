import { describe, expect, it } from 'vitest';
import type { OrderRefund } from '#domain/back-office/refund-request.ts';
import { paidChanges, refundsToCredit } from '#domain/fiscal/documents-due.ts';
import type { OrderLegCancellation } from '#domain/orders/leg-status.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderChange } from '#domain/orders/order-change.ts';

const validLeg = {} as Order['legs'][number];
const leg = (cancellation: Partial<OrderLegCancellation> = {}) =>
  ({
    cancellation: {
      status: 'refunded',
      coverage: 'partial',
      paid: 10_000,
      fee: 2_000,
      refund: 8_000,
      requestedAt: '2026-11-01T10:00:00Z',
      ...cancellation,
    },
  }) as Order['legs'][number];
const staffRefund = (status: OrderRefund['status']) =>
  ({ id: `s-${status}`, amount: 500, status }) as OrderRefund;
const change = (fields: Partial<OrderChange>) =>
  ({ id: 'c1', total: 0, status: 'done', chargeLines: [], moneyBack: null, ...fields }) as OrderChange;

describe('the refunds an order’s credit documents are due for', () => {
  it('are those sent, of something: a sailing’s, the whole order’s over the legs left, a staff refund done, a change’s money back', () => {
    const order = {
      legs: [leg({ status: 'refunding' }), leg(), leg({ refund: 0 }), validLeg],
      cancellation: {
        coverage: 'partial' as const,
        paid: 9_000,
        fee: 1_000,
        refund: 8_000,
        requestedAt: '2026-11-02T10:00:00Z',
        sentAt: '2026-11-03T10:00:00Z',
      },
    };
    const due = refundsToCredit(
      order,
      [staffRefund('done'), staffRefund('queued'), staffRefund('refused')],
      [
        change({ id: 'back', total: -1_000, moneyBack: { status: 'sent', reference: 'r' } }),
        change({ id: 'owed', total: -1_000, moneyBack: { status: 'owed', reference: null } }),
      ],
    );
    expect(due.map((refund) => refund.refundId)).toEqual(['leg-1', 'order', 's-done', 'change-back']);
    // The whole order's cancellation credits the legs not cancelled alone.
    expect(due[1]!.record).toEqual({ kind: 'cancellation', legIndexes: [3], paid: 9_000, refund: 8_000 });
  });

  it('are none while the whole order’s refund is not sent', () => {
    const order = {
      legs: [leg()],
      cancellation: {
        coverage: 'full' as const,
        paid: 9_000,
        fee: 0,
        refund: 9_000,
        requestedAt: '2026-11-02',
      },
    };
    expect(refundsToCredit(order, [], []).map((refund) => refund.refundId)).toEqual(['leg-0']);
  });
});

describe('the changes with a document of their own', () => {
  it('are those paid for and applied', () => {
    const changes = [
      change({ id: 'paid', total: 700, status: 'done' }),
      change({ id: 'applying', total: 700, status: 'ticketed' }),
      change({ id: 'unpaid', total: 700, status: 'held' }),
      change({ id: 'free', total: 0, status: 'done' }),
      change({ id: 'back', total: -300, status: 'done' }),
    ];
    expect(paidChanges(changes).map((each) => each.id)).toEqual(['paid', 'applying']);
  });
});
