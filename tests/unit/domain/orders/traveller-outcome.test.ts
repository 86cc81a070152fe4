import { describe, expect, it } from 'vitest';
import { hasTickets, isCancellable, ORDER_STATUSES, type OrderStatus } from '#domain/orders/order-status.ts';
import { travellerOutcome } from '#domain/orders/traveller-outcome.ts';

describe('what a traveller is told after paying', () => {
  it('gives every status one outcome, the same on the visitor and the reseller success page', () => {
    const told = Object.fromEntries(ORDER_STATUSES.map((status) => [status, travellerOutcome(status)]));
    expect(told).toEqual({
      held: 'declined',
      detailsAdded: 'issuing',
      paymentPending: 'issuing',
      paid: 'issuing',
      ticketed: 'ticketed',
      failed: 'declined',
      expired: 'declined',
      needsAttention: 'refunding',
      refunded: 'refunding',
      cancelled: 'declined',
    } satisfies Record<OrderStatus, string>);
  });
});

describe('what a traveller may do with an order', () => {
  it('cancels only a ticketed order, and has a voucher only then', () => {
    expect(ORDER_STATUSES.filter(isCancellable)).toEqual(['ticketed']);
    expect(ORDER_STATUSES.filter(hasTickets)).toEqual(['ticketed']);
  });
});
