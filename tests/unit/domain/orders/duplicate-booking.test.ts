import { describe, expect, it } from 'vitest';
import { DUPLICATE_WINDOW_MINUTES, duplicateOf } from '#domain/orders/duplicate-booking.ts';
import type { Order } from '#domain/orders/order.ts';
import type { OrderStatus } from '#domain/orders/order-status.ts';

const NOW = new Date('2027-07-01T10:00:00Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

const anOrder = (overrides: {
  status?: OrderStatus;
  email?: string;
  createdAt?: string;
  tripIds?: string[];
}) =>
  ({
    reference: 'KY00-TEST-0000-0001',
    status: overrides.status ?? 'detailsAdded',
    leader: { email: overrides.email ?? 'eleni@example.com' },
    createdAt: overrides.createdAt ?? minutesAgo(2),
    legs: (overrides.tripIds ?? ['PIR-JNX-1', 'JNX-JTR-1']).map((tripId) => ({ booking: { tripId } })),
  }) as unknown as Order;

const booking = { email: 'Eleni@Example.com ', tripIds: ['PIR-JNX-1', 'JNX-JTR-1'] };

describe('a booking made twice', () => {
  it('is the live order of the same address for the same sailings, made within the window', () => {
    const order = anOrder({});
    expect(duplicateOf([order], booking, NOW)).toBe(order);
    const paid = anOrder({ status: 'ticketed', createdAt: minutesAgo(DUPLICATE_WINDOW_MINUTES) });
    expect(duplicateOf([paid], booking, NOW)).toBe(paid);
  });

  it('is not an order made before the window, failed or expired, of another address or other sailings', () => {
    const others = [
      anOrder({ createdAt: minutesAgo(DUPLICATE_WINDOW_MINUTES + 1) }),
      anOrder({ status: 'failed' }),
      anOrder({ status: 'expired' }),
      anOrder({ email: 'nikos@example.com' }),
      anOrder({ tripIds: ['PIR-JNX-1'] }),
      anOrder({ tripIds: ['JNX-JTR-1', 'PIR-JNX-1'] }),
    ];
    expect(duplicateOf(others, booking, NOW)).toBeNull();
  });
});
