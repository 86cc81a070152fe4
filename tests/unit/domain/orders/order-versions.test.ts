import { describe, expect, it } from 'vitest';
import {
  isNewVersion,
  legThenAndNow,
  type OrderVersion,
  versionContents,
} from '#domain/orders/order-versions.ts';
import { anOrder, anOrderLeg } from '../support/order-builder.ts';

const ticketed = anOrder({ tickets: [{ legIndex: 0, passengerIndex: 0, ticketNumber: 'BSF-1' }] });
const leg = ticketed.legs[0]!;
const moved = anOrder({
  tickets: [{ legIndex: 0, passengerIndex: 0, ticketNumber: 'BSF-2' }],
  legs: [
    anOrderLeg({
      booking: { ...leg.booking, tripId: 'later-trip', departureDatetime: '2026-12-20T07:25:00+02:00' },
    }),
  ],
});

const version = (number: number, at: string, order = ticketed): OrderVersion => ({
  number,
  cause: 'test',
  at,
  ...versionContents(order),
});

describe('the order as a record of versions (decision 0116)', () => {
  it('records each leg’s sailing, passengers, tickets and status as every view tells it', () => {
    const [first] = versionContents(ticketed).legs;
    expect(first).toMatchObject({
      tripId: leg.booking.tripId,
      companyName: leg.companyName,
      from: leg.booking.departurePort,
      passengers: ['Maria Papadopoulou'],
      tickets: ['BSF-1'],
      status: 'valid',
    });
    expect(versionContents({ ...ticketed, status: 'cancelled' }).legs[0]!.status).toBe('cancelled');
  });

  it('makes a new version only when something a version records changed', () => {
    expect(isNewVersion(ticketed, { ...ticketed, updatedAt: '2027-01-01T00:00:00Z' })).toBe(false);
    expect(isNewVersion(ticketed, moved)).toBe(true);
    expect(isNewVersion(ticketed, { ...ticketed, status: 'refunded' })).toBe(true);
  });

  it('reads a leg as it stood at an instant, and whether it has moved to another sailing since', () => {
    const versions = [version(1, '2026-11-27T08:00:00Z'), version(2, '2026-11-28T08:00:00Z', moved)];
    const now = versions.at(-1)!.legs[0];
    expect(legThenAndNow(versions, 0, '2026-11-27T12:00:00Z', now)).toMatchObject({
      asRecorded: { tripId: leg.booking.tripId },
      moved: true,
    });
    expect(legThenAndNow(versions, 0, '2026-11-29T08:00:00Z', now)).toMatchObject({
      asRecorded: { tripId: 'later-trip' },
      moved: false,
    });
    // Before the first version, the first is how it stood; a leg the order never had has no record.
    expect(legThenAndNow(versions, 0, '2026-11-01T00:00:00Z', undefined)?.moved).toBe(false);
    expect(legThenAndNow(versions, 3, '2026-11-27T12:00:00Z', now)).toBeNull();
  });
});
