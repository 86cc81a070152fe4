import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { newSearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import { checkoutHarness } from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { nextMonthDay } from '../../support/test-today.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
});
afterAll(async () => {
  await database?.destroy();
});

/** The next 15 December still ahead: winter timetable, when no ship sails Mykonos → Naxos direct. */
const nextMidDecember = () => nextMonthDay('12-15');

/** The connections of a December day on which the route has no direct sailing (checked first). */
async function connectionsWithoutDirect(from: string, to: string) {
  const query = updateSearchLeg(newSearchQuery(), 0, {
    departurePort: from,
    destinationPort: to,
    departureDate: nextMidDecember(),
  });
  const direct = (await harness.ferry.searchFares.execute({ query })).legs[0]!.trips;
  expect(direct).toEqual([]);
  const { itineraries } = await harness.ferry.searchConnections.execute({
    query,
    direct,
    directPartial: false,
  });
  return itineraries;
}

describe('connections across companies', () => {
  it('Mykonos → Naxos on a December day without a direct sailing offers a connection with its wait and total', async () => {
    const itineraries = await connectionsWithoutDirect('JMK', 'JNX');
    expect(itineraries.length).toBeGreaterThan(0);
    for (const itinerary of itineraries) {
      expect(itinerary.legs[0]!.from).toBe('JMK');
      expect(itinerary.legs.at(-1)!.to).toBe('JNX');
      expect(itinerary.changes).toHaveLength(itinerary.legs.length - 1);
      expect(itinerary.changes.length).toBeLessThanOrEqual(2);
      for (const change of itinerary.changes) expect(change.waitMinutes).toBeGreaterThanOrEqual(60);
    }
    const first = itineraries[0]!;
    const fares = first.legs.map((leg) => Math.min(...leg.deckAvailability.map((deck) => deck.lowestFare)));
    expect(first.totalFare).toBe(fares.reduce((sum, fare) => sum + fare, 0));
    const [arriving, leaving] = first.legs;
    expect(first.changes[0]!.waitMinutes).toBe(
      (Date.parse(leaving!.departureDatetime) - Date.parse(arriving!.arrivalDatetime)) / 60_000,
    );
  });

  it('Chania → Andros, with no ship from Piraeus to Andros, changes port to Rafina by road, flagged', async () => {
    const itineraries = await connectionsWithoutDirect('CHQ', 'AND');
    expect(itineraries.length).toBeGreaterThan(0);
    for (const itinerary of itineraries) {
      const [arriving, leaving] = itinerary.legs;
      expect([arriving!.from, arriving!.to, leaving!.from, leaving!.to]).toEqual([
        'CHQ',
        'PIR',
        'RAF',
        'AND',
      ]);
      const [change] = itinerary.changes;
      expect(change!.port).toBe('RAF');
      expect(change!.byRoad).toEqual({ from: 'PIR', minimumMinutes: 120 });
      expect(change!.waitMinutes).toBeGreaterThanOrEqual(120);
    }
  });
});
