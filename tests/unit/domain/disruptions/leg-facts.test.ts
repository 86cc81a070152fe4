import { describe, expect, it } from 'vitest';
import type { SailingDisruption } from '#domain/disruptions/disruption.ts';
import { legDisruptionFacts } from '#domain/disruptions/leg-facts.ts';
import type { Order } from '#domain/orders/order.ts';
import { passengerRights } from '#domain/passenger-rights/passenger-rights.ts';

/** An eight-hour crossing, Piraeus 07:00 → Heraklion 15:00, 100 € paid for it. */
const order = {
  createdAt: '2027-06-01T10:00:00.000Z',
  breakdown: { tripTotals: [10_000], discount: 0, serviceFee: 0, extraCost: 0 },
  legs: [
    {
      booking: {
        departureDatetime: '2027-07-01T07:00:00+03:00',
        arrivalDateTime: '2027-07-01T15:00:00+03:00',
      },
    },
  ],
} as unknown as Order;
const event = (kind: SailingDisruption['kind'], delayMinutes: number | null = null) =>
  ({
    id: `e-${kind}`,
    agentName: 'ferryhub',
    sailingId: 'S1',
    kind,
    delayMinutes,
    occurredAt: '2027-06-30T20:00:00.000Z',
  }) as SailingDisruption;

describe('the facts of a leg from the events told about its sailing', () => {
  it('shifts the leg’s own schedule by the delay: three hours late on an eight-hour crossing gives 25 %', () => {
    const facts = legDisruptionFacts(order, 0, event('delayed', 180), [], undefined)!;
    expect(facts).toMatchObject({
      kind: 'delayed',
      scheduledDeparture: '2027-07-01T04:00:00.000Z',
      expectedArrival: '2027-07-01T15:00:00.000Z',
      scheduledJourneyMinutes: 480,
      cause: 'other',
      paidForLeg: 10_000,
      knownBeforePurchase: false,
    });
    expect(passengerRights(facts).rights).toContainEqual(
      expect.objectContaining({ kind: 'compensation', percent: 25, amount: 2500 }),
    );
  });

  it('reads the weather from a warning on the same sailing, which exempts the compensation', () => {
    const facts = legDisruptionFacts(order, 0, event('delayed', 180), [event('weatherWarning')], undefined)!;
    expect(facts.cause).toBe('weather');
    expect(passengerRights(facts).withheld).toContainEqual(
      expect.objectContaining({ kind: 'compensation', reason: 'weather' }),
    );
  });

  it('reads the schedule of the sailing the event happened to, not the one the leg was moved to since', () => {
    const asRecorded = { departure: '2027-06-30T04:00:00.000Z', arrival: '2027-06-30T12:00:00.000Z' };
    const facts = legDisruptionFacts(order, 0, event('delayed', 180), [], asRecorded)!;
    expect(facts).toMatchObject({
      scheduledDeparture: '2027-06-30T04:00:00.000Z',
      expectedArrival: '2027-06-30T15:00:00.000Z',
    });
  });

  it('knows a disruption told before the booking, and gives no facts for a new ship', () => {
    const early = { ...event('cancelled'), occurredAt: '2027-05-01T00:00:00.000Z' };
    expect(legDisruptionFacts(order, 0, early, [], undefined)).toMatchObject({
      kind: 'cancelled',
      knownBeforePurchase: true,
    });
    expect(legDisruptionFacts(order, 0, event('vesselChanged'), [], undefined)).toBeNull();
    expect(legDisruptionFacts(order, 3, event('cancelled'), [], undefined)).toBeNull();
  });
});
