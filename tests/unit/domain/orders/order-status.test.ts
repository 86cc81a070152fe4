import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canMove,
  isSettled,
  ORDER_STATUSES,
  type OrderStatus,
  PAYABLE_STATUSES,
  statusesBefore,
} from '#domain/orders/order-status.ts';

const status = fc.constantFrom(...ORDER_STATUSES);

describe('order statuses', () => {
  it('follow the happy path held → detailsAdded → paymentPending → paid → ticketed', () => {
    const path: OrderStatus[] = ['held', 'detailsAdded', 'paymentPending', 'paid', 'ticketed'];
    for (let i = 1; i < path.length; i++) expect(canMove(path[i - 1]!, path[i]!)).toBe(true);
  });

  it('never pay a failed or expired order, whose places are given back: a late payment is refunded instead', () => {
    expect(canMove('failed', 'paid')).toBe(false);
    expect(canMove('expired', 'paid')).toBe(false);
    expect(PAYABLE_STATUSES).toEqual(['detailsAdded', 'paymentPending']);
  });

  it('leave ticketed only by cancellation or a full refund, and never leave refunded', () => {
    expect(ORDER_STATUSES.filter((to) => canMove('ticketed', to))).toEqual(['refunded', 'cancelled']);
    expect(ORDER_STATUSES.filter((to) => canMove('refunded', to))).toEqual([]);
  });

  it('go back to paid from needing attention only by staff: a payment never moves such an order', () => {
    expect(canMove('needsAttention', 'paid')).toBe(true);
    expect(PAYABLE_STATUSES).not.toContain('needsAttention');
    expect(PAYABLE_STATUSES).toEqual(statusesBefore('paid').filter((from) => from !== 'needsAttention'));
  });

  it('never ticket an order that was not paid', () => {
    expect(statusesBefore('ticketed')).toEqual(['paid', 'needsAttention']);
  });

  it('name as the guard of a move exactly the statuses that may make it', () => {
    fc.assert(
      fc.property(status, status, (from, to) => {
        expect(statusesBefore(to).includes(from)).toBe(canMove(from, to));
      }),
    );
  });

  it('reach every status from held, and settle only where nothing happens by itself', () => {
    const reached = new Set<OrderStatus>(['held']);
    for (let grown = true; grown; ) {
      grown = false;
      for (const from of [...reached])
        for (const to of ORDER_STATUSES)
          if (canMove(from, to) && !reached.has(to)) {
            reached.add(to);
            grown = true;
          }
    }
    expect([...reached].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(ORDER_STATUSES.filter(isSettled).sort()).toEqual([
      'cancelled',
      'expired',
      'failed',
      'refunded',
      'ticketed',
    ]);
  });
});
