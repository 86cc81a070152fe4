import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AvailabilityStore } from '#adapters/ferry-upstream/network/availability-store.ts';
import { segmentsOn } from '#adapters/ferry-upstream/network/timetable.ts';
import type { SimulatedFerryInventory } from '#adapters/ferry-upstream/simulated/simulated-ferry-inventory.ts';
import { createSimulatedNetwork } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import type { LegRequest } from '#application/ports/ferry-booking-requests.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

const HOLD_MINUTES = 15;
let now = new Date('2026-07-01T06:00:00Z');
const clock = { now: () => now };
let database: TestDatabase;
let store: AvailabilityStore;
let hub: SimulatedFerryInventory;
let attica: SimulatedFerryInventory;

/** A different Blue Star sailing per test, so tests do not share places. */
function sailing(dayOffset: number) {
  const segment = segmentsOn('PIR', 'JTR', addDays('2026-07-10', dayOffset)).find(
    (s) => s.run.line.company === 'BSF',
  )!;
  return segment;
}
const deckFor = (tripId: string, passengers = 1): LegRequest => ({
  tripId,
  passengers: Array.from({ length: passengers }, () => ({
    passengerType: 'AD' as const,
    accommodationType: 'DECK',
    accommodationRequestType: 'COMPLETE' as const,
  })),
  vehicles: [],
  pets: [],
});
async function deckLeft(inventory: SimulatedFerryInventory, tripId: string, date: string) {
  const trips = await inventory.searchTrips({
    from: 'PIR',
    to: 'JTR',
    date,
    passengers: 1,
    vehicles: 0,
    pets: 0,
  });
  return trips.find((trip) => trip.tripId === tripId)?.deckAvailability[0]?.available;
}

beforeAll(async () => {
  database = await createTestDatabase();
  const network = createSimulatedNetwork({
    knex: database.knex,
    clock,
    holdMinutes: HOLD_MINUTES,
    systems: ['ferryhub', 'attica-direct'],
  });
  store = network.store;
  hub = network.upstreams.find((u) => u.agentName === 'ferryhub')!;
  attica = network.upstreams.find((u) => u.agentName === 'attica-direct')!;
});
afterAll(async () => {
  await database?.destroy();
});

describe('availability as database state', () => {
  it('50 concurrent holds on the last 10 places: exactly 10 succeed, across two systems selling the same ship', async () => {
    const segment = sailing(0);
    await store.setCapacity(segment.run.sailingId, 'DECK', 10);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, index) =>
        (index % 2 === 0 ? hub : attica).hold({ legs: [deckFor(segment.tripId)] }),
      ),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(10);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(40);
    for (const r of refused) if (!r.ok) expect(r.error.code).toBe('noAvailability');
    expect(await deckLeft(hub, segment.tripId, segment.run.date)).toBe(0);
    expect(await deckLeft(attica, segment.tripId, segment.run.date)).toBe(0);
    const count = await database
      .knex('ferry_booking_places')
      .where({ sailing_id: segment.run.sailingId, resource: 'DECK' })
      .sum({ n: 'quantity' })
      .first();
    expect(Number(count?.n)).toBe(10);
  });

  it('releases expired holds, and refuses to finalize one cleanly', async () => {
    const segment = sailing(1);
    await store.setCapacity(segment.run.sailingId, 'DECK', 3);
    const held = await hub.hold({ legs: [deckFor(segment.tripId, 3)] });
    expect(held.ok).toBe(true);
    if (!held.ok) return;
    expect(held.value.status).toBe('held');
    expect(Date.parse(held.value.expiresAt) - now.getTime()).toBe(HOLD_MINUTES * 60_000);
    expect(await deckLeft(hub, segment.tripId, segment.run.date)).toBe(0);
    expect((await hub.hold({ legs: [deckFor(segment.tripId)] })).ok).toBe(false);

    now = new Date(now.getTime() + HOLD_MINUTES * 60_000 + 1000);
    expect(await deckLeft(hub, segment.tripId, segment.run.date)).toBe(3);
    const late = await hub.finalizeBooking(held.value.orderCode);
    expect(late).toMatchObject({ ok: false, error: { code: 'bookingExpired' } });
    const retrieved = await hub.retrieveBooking(held.value.orderCode);
    expect(retrieved.ok && retrieved.value.status).toBe('expired');
    expect((await hub.hold({ legs: [deckFor(segment.tripId, 3)] })).ok).toBe(true);
  });

  it('finalizes a live hold once, keeps its places, and frees them on cancellation', async () => {
    const segment = sailing(2);
    await store.setCapacity(segment.run.sailingId, 'DECK', 5);
    const held = await attica.hold({ legs: [deckFor(segment.tripId, 2)] });
    if (!held.ok) throw new Error(held.error.message);
    const first = await attica.finalizeBooking(held.value.orderCode);
    const again = await attica.finalizeBooking(held.value.orderCode);
    expect(first.ok && first.value.status).toBe('confirmed');
    expect(again.ok && again.value.tickets).toEqual(first.ok && first.value.tickets);
    now = new Date(now.getTime() + 2 * HOLD_MINUTES * 60_000);
    expect(await deckLeft(attica, segment.tripId, segment.run.date)).toBe(3);
    expect((await hub.retrieveBooking(held.value.orderCode)).ok).toBe(false);
    const cancelled = await attica.cancelBooking({ orderCode: held.value.orderCode, confirm: true });
    expect(cancelled.ok && cancelled.value.cancelled).toBe(true);
    expect(await deckLeft(attica, segment.tripId, segment.run.date)).toBe(5);
  });

  it('gives the places of a failed payment back at once', async () => {
    const segment = sailing(3);
    await store.setCapacity(segment.run.sailingId, 'DECK', 2);
    const held = await hub.hold({ legs: [deckFor(segment.tripId, 2)] });
    if (!held.ok) throw new Error(held.error.message);
    expect((await hub.failBooking(held.value.orderCode)).ok).toBe(true);
    expect(await deckLeft(hub, segment.tripId, segment.run.date)).toBe(2);
    expect(await hub.finalizeBooking(held.value.orderCode)).toMatchObject({
      ok: false,
      error: { code: 'invalidBookingState' },
    });
  });
});
