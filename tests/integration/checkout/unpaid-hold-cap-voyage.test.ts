import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LINES } from '#adapters/ferry-upstream/catalogue/lines.ts';
import { runsStartingOn, tripIdsOf } from '#adapters/ferry-upstream/network/timetable.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { aFilledLeg, anOrder, checkoutHarness, tripsOn } from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testDay } from '../../support/test-today.ts';

/** Passengers visitors' unpaid orders may hold on one voyage at once in this run. */
const CAP = 12;
const ORDERS = 100;
type Harness = ReturnType<typeof checkoutHarness>;

let database: TestDatabase;
let secondKnex: Knex;
let processes: [Harness, Harness];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  // Two compositions on connection pools of their own, as two web processes on one database.
  secondKnex = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  processes = [
    checkoutHarness(database.knex, { maxUnpaidPlacesPerSailing: CAP }),
    checkoutHarness(secondKnex, { maxUnpaidPlacesPerSailing: CAP }),
  ];
});
afterAll(async () => {
  await secondKnex?.destroy();
  await database?.destroy();
});

/**
 * Every pair of stops of one voyage of a six-stop line (fifteen trips, each on sale as a trip of its own),
 * as travellers' searches find them: a stop reached after midnight is searched on the next day.
 */
async function tripsOfASixStopVoyage(harness: Harness): Promise<Trip[]> {
  for (let day = 1; day <= 7; day++) {
    for (const line of LINES.filter((each) => each.stops.length === 6)) {
      for (const run of runsStartingOn(line, testDay(day))) {
        const wanted = new Set(tripIdsOf(run));
        const found = new Map<string, Trip>();
        for (const [index, from] of run.stops.entries())
          for (const to of run.stops.slice(index + 1))
            for (const searched of [day, day + 1])
              for (const trip of await tripsOn(harness.ferry, { from, to }, searched))
                if (wanted.has(trip.tripId)) found.set(trip.tripId, trip);
        if (found.size === wanted.size) return [...found.values()];
      }
    }
  }
  throw new Error('no voyage of six stops on sale in the coming week');
}

/** The order's legs and the price the traveller agreed to, priced before the burst. */
async function pricedOrder(harness: Harness, trip: Trip, passengers: number) {
  const legs = [aFilledLeg(trip, passengers)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  return { legs, expectedFinalPrice: price.value.breakdown.finalPrice };
}

/** Passengers that visitors' orders still holding unpaid hold on these trips. */
async function heldOn(tripIds: Set<string>): Promise<number> {
  const rows = (await database
    .knex('orders')
    .whereIn('status', ['held', 'detailsAdded', 'paymentPending'])
    .whereNull('reseller_id')) as Array<{ contents: unknown }>;
  type Contents = { legs: Array<{ booking: { tripId: string; passengers: unknown[] } }> };
  return rows
    .flatMap((row) => (row.contents as Contents).legs)
    .filter((leg) => tripIds.has(leg.booking.tripId))
    .reduce((sum, leg) => sum + leg.booking.passengers.length, 0);
}

describe('unpaid holds of one voyage', () => {
  it('pass only as far as the cap of the voyage, whichever pairs of its stops they book, from a hundred addresses through two processes', async () => {
    const trips = await tripsOfASixStopVoyage(processes[0]);
    expect(trips).toHaveLength(15);
    // One or two passengers, on every pair of stops in turn, each order from an address of its own, through
    // either process.
    const priced = await Promise.all(
      [1, 2].flatMap((passengers) => trips.map((trip) => pricedOrder(processes[0], trip, passengers))),
    );
    const orders = Array.from({ length: ORDERS }, (_, index) => {
      const passengers = 1 + (Math.floor(index / 2) % 2);
      return { passengers, order: priced[(passengers - 1) * trips.length + (index % trips.length)]! };
    });

    const outcomes = await Promise.all(
      orders.map(({ order }, index) => processes[index % 2]!.services.placeOrder.execute(anOrder(order))),
    );

    const held = await heldOn(new Set(trips.map((trip) => trip.tripId)));
    expect(held).toBeLessThanOrEqual(CAP);
    // Only the cap refused, and it refused a one-passenger order: the voyage was held up to its cap exactly.
    expect(new Set(outcomes.flatMap((outcome) => (outcome.ok ? [] : [outcome.error.code])))).toEqual(
      new Set(['sailingBusy']),
    );
    expect(orders.some((each, index) => each.passengers === 1 && !outcomes[index]!.ok)).toBe(true);
    expect(held).toBe(CAP);
  });
});
