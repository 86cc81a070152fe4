import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityStore } from '#adapters/ferry-upstream/network/availability-store.ts';
import { segmentsOn } from '#adapters/ferry-upstream/network/timetable.ts';
import type { SimulatedFerryInventory } from '#adapters/ferry-upstream/simulated/simulated-ferry-inventory.ts';
import { createSimulatedNetwork } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import type { Result } from '#domain/shared/result.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

const HOLD_MINUTES = 15;
let now = new Date('2026-07-01T06:00:00Z');
const clock = { now: () => now };
let database: TestDatabase;
let store: AvailabilityStore;
let hub: SimulatedFerryInventory;

/** A different Blue Star sailing per test, so tests do not share places. */
const sailing = (dayOffset: number) =>
  segmentsOn('PIR', 'JTR', addDays('2026-07-10', dayOffset)).find((s) => s.run.line.company === 'BSF')!;
const deck = (tripId: string): LegRequest => ({
  tripId,
  passengers: [{ passengerType: 'AD', accommodationType: 'DECK', accommodationRequestType: 'COMPLETE' }],
  vehicles: [],
  pets: [],
});
const value = <T, E>(result: Result<T, E>): T => {
  if (!result.ok) throw new Error(JSON.stringify(result.error));
  return result.value;
};
const sold = async (tripId: string) =>
  value(await hub.finalizeBooking(value(await hub.hold({ legs: [deck(tripId)] })).orderCode));
const placesOn = async (sailingId: string) =>
  Number(
    (
      await database
        .knex('ferry_booking_places as p')
        .join('ferry_bookings as b', 'b.order_code', 'p.order_code')
        .where({ 'p.sailing_id': sailingId, 'b.status': 'confirmed' })
        .sum({ n: 'p.quantity' })
    )[0]!.n ?? 0,
  );

beforeAll(async () => {
  database = await createTestDatabase();
  const network = createSimulatedNetwork({
    knex: database.knex,
    clock,
    holdMinutes: HOLD_MINUTES,
    systems: ['ferryhub'],
  });
  store = network.store;
  hub = network.upstreams[0]!;
});
afterAll(async () => {
  await database?.destroy();
});

describe('changes to a sold booking as database state', () => {
  it('ten concurrent confirmations of one held change apply it once, with one set of new tickets', async () => {
    const from = sailing(0);
    const to = sailing(1);
    const booking = await sold(from.tripId);
    const held = value(
      await hub.capabilities.changes!.holdChange({
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'sailing',
        tripId: to.tripId,
      }),
    );
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => hub.capabilities.changes!.confirmChange(held.changeCode)),
    );
    const tickets = answers.map((answer) =>
      value(answer)
        .booking.tickets.map((ticket) => ticket.ticketNumber)
        .join(),
    );
    expect(new Set(tickets).size).toBe(1);
    expect(await placesOn(from.run.sailingId)).toBe(0);
    expect(await placesOn(to.run.sailingId)).toBe(1);
  });

  it('two changes held on one leg and confirmed at once: exactly one applies', async () => {
    const booking = await sold(sailing(2).tripId);
    const [first, second] = await Promise.all(
      [sailing(3), sailing(4)].map(async (to) =>
        value(
          await hub.capabilities.changes!.holdChange({
            orderCode: booking.orderCode,
            legIndex: 0,
            kind: 'sailing',
            tripId: to.tripId,
          }),
        ),
      ),
    );
    const answers = await Promise.all(
      [first!, second!].map((held) => hub.capabilities.changes!.confirmChange(held.changeCode)),
    );
    expect(answers.filter((answer) => answer.ok)).toHaveLength(1);
    const refused = answers.find((answer) => !answer.ok);
    expect(refused && !refused.ok && refused.error.code).toBe('invalidBookingState');
    const places = (await placesOn(sailing(3).run.sailingId)) + (await placesOn(sailing(4).run.sailingId));
    expect(places).toBe(1);
    expect(await placesOn(sailing(2).run.sailingId)).toBe(0);
  });

  it('a held change that lapses gives its places back and cannot be confirmed; the booking keeps its tickets', async () => {
    const to = sailing(6);
    await store.setCapacity(to.run.sailingId, 'DECK', 1);
    const booking = await sold(sailing(5).tripId);
    const held = value(
      await hub.capabilities.changes!.holdChange({
        orderCode: booking.orderCode,
        legIndex: 0,
        kind: 'sailing',
        tripId: to.tripId,
      }),
    );
    const other = await sold(sailing(5).tripId);
    const full = await hub.capabilities.changes!.holdChange({
      orderCode: other.orderCode,
      legIndex: 0,
      kind: 'sailing',
      tripId: to.tripId,
    });
    expect(!full.ok && full.error.code).toBe('noAvailability');
    now = new Date(now.getTime() + (HOLD_MINUTES + 1) * 60_000);
    const late = await hub.capabilities.changes!.confirmChange(held.changeCode);
    expect(!late.ok && late.error.code).toBe('bookingExpired');
    expect(value(await hub.retrieveBooking(booking.orderCode)).tickets).toEqual(booking.tickets);
    expect(
      value(
        await hub.capabilities.changes!.holdChange({
          orderCode: other.orderCode,
          legIndex: 0,
          kind: 'sailing',
          tripId: to.tripId,
        }),
      ).status,
    ).toBe('held');
    expect(value(await hub.capabilities.changes!.releaseChange(held.changeCode)).status).toBe('expired');
  });
});
