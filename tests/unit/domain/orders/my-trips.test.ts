import { describe, expect, it } from 'vitest';
import { upcomingFirst } from '#domain/orders/my-trips.ts';
import type { Order } from '#domain/orders/order.ts';

const sailingOn = (name: string, departureDatetime: string) =>
  ({ name, legs: [{ booking: { departureDatetime } }] }) as unknown as Pick<Order, 'legs'> & { name: string };

describe('upcomingFirst', () => {
  it('puts the upcoming trips first, the nearest on top, then the past, the latest on top', () => {
    const trips = [
      sailingOn('last summer', '2026-07-01T08:00:00'),
      sailingOn('next month', '2026-12-20T07:00:00'),
      sailingOn('today', '2026-11-26T23:30:00'),
      sailingOn('last week', '2026-11-19T07:00:00'),
      sailingOn('next week', '2026-12-03T07:00:00'),
    ];
    expect(upcomingFirst(trips, '2026-11-26').map((trip) => trip.name)).toEqual([
      'today',
      'next week',
      'next month',
      'last week',
      'last summer',
    ]);
  });
});
