import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { ListOrderDisruptions } from '#application/disruptions/list-order-disruptions.ts';
import { addDays } from '#domain/search/calendar-date.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
  ticketedOrder,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry, 2);
});
afterAll(async () => {
  await database?.destroy();
});

const blueStar = () => trips.find((trip) => trip.company.code === 'BSF')!;
const drain = () => drainOutbox(database.knex, harness.jobHandlers);

describe('the order as a record of versions', () => {
  it('keeps the sailing a disruption happened to after the leg is rebooked, and says the leg moved', async () => {
    const trip = blueStar();
    const { order, token } = await ticketedOrder(database.knex, harness, trip, 'versions@example.com');
    const placed = await harness.orders.versions(order.id);
    expect(placed.at(-1)).toMatchObject({ status: 'ticketed' });
    expect(placed.at(-1)!.legs[0]).toMatchObject({ tripId: trip.tripId, status: 'valid' });
    expect(placed.at(-1)!.legs[0]!.tickets).toEqual(order.tickets.map((ticket) => ticket.ticketNumber));
    expect(placed.map((version) => version.number)).toEqual(placed.map((_, index) => index + 1));

    await harness.ferry.causeDisruption.execute({
      agentName: trip.agentName,
      tripId: trip.tripId,
      kind: 'cancelled',
    });
    await harness.container.get(FollowDisruptions).execute();
    await drain();
    const access = { reference: order.reference, token };
    const listed = await harness.services.listChangeSailings.execute({
      ...access,
      legIndex: 0,
      date: addDays(trip.departureDatetime.slice(0, 10), 1),
      forDisruption: true,
    });
    if (!listed.ok) throw new Error(listed.error.code);
    const target = listed.value.find((sailing) => sailing.quote && sailing.available > 0)!;
    const held = await harness.services.holdChange.execute({
      ...access,
      change: { legIndex: 0, kind: 'sailing', tripId: target.tripId },
      forDisruption: true,
    });
    if (!held.ok) throw new Error(held.error.code);
    expect(
      (await harness.services.confirmChange.execute({ ...access, changeId: held.value.change.id })).ok,
    ).toBe(true);
    await drain();

    const versions = await harness.orders.versions(order.id);
    const latest = versions.at(-1)!;
    expect(latest.legs[0]).toMatchObject({ tripId: target.tripId, status: 'valid' });
    expect(latest.legs[0]!.tickets).not.toEqual(placed.at(-1)!.legs[0]!.tickets);
    // The notice names the cancelled sailing, not the one the leg is on now, and says the leg moved.
    const [notice] = await harness.container.get(ListOrderDisruptions).execute({ orderId: order.id });
    expect(notice!.sailings).toEqual([
      expect.objectContaining({
        legIndex: 0,
        moved: true,
        asRecorded: expect.objectContaining({ tripId: trip.tripId, departure: trip.departureDatetime }),
      }),
    ]);
  });

  it('records a cancelled order’s legs as cancelled in a new version, never a leg still valid', async () => {
    // Another company's sailing: the first test's was cancelled, and a cancelled sailing is off sale.
    const trip = trips.find((candidate) => candidate.company.code !== 'BSF')!;
    const { order, token } = await ticketedOrder(database.knex, harness, trip, 'cancel-versions@example.com');
    const quote = await harness.services.quoteCancellation.execute({ reference: order.reference, token });
    if (!quote.ok) throw new Error(quote.error.code);
    const cancelled = await harness.services.cancelOrder.execute({
      reference: order.reference,
      token,
      acceptedRefund: quote.value.quote.refund,
    });
    expect(cancelled.ok).toBe(true);
    await drain();
    const versions = await harness.orders.versions(order.id);
    const latest = versions.at(-1)!;
    expect(['cancelled', 'refunded']).toContain(latest.status);
    expect(latest.legs.every((leg) => leg.status !== 'valid')).toBe(true);
    expect(versions.length).toBeGreaterThan(2);
  });
});
