import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { FollowDisruptions } from '#application/disruptions/follow-disruptions.ts';
import { ListTripDisruptions } from '#application/disruptions/list-trip-disruptions.ts';
import { ferryServices, PARTS } from '#container';
import type { Trip } from '#domain/trips/trip.ts';
import { piraeusSantoriniTrips } from '../../support/checkout-harness.ts';
import { testContainer } from '../../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
/** Two processes as deployed: one PostgreSQL, one Redis, each its own container (and caches in memory). */
let web: ReturnType<typeof testContainer>;
let worker: ReturnType<typeof testContainer>;
let trips: Trip[];

const env = () => ({ REDIS_URL: inject('redisUrl'), FERRY_SEARCH_CACHE_TTL_SECONDS: '0' });

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  web = testContainer(database.knex, env());
  worker = testContainer(database.knex, env());
  // Three days ahead: within what the follower reads, and no other test's sailings.
  trips = await piraeusSantoriniTrips(ferryServices(worker.container), 3);
});
afterAll(async () => {
  for (const { container } of [web, worker]) container.get(PARTS.redis, { optional: true })?.disconnect();
  await database?.destroy();
});

describe('the results’ disruption marks, kept in a cache', () => {
  it('show on another process’s results as soon as the follower records the event', async () => {
    const marks = web.container.get(ListTripDisruptions);
    const tripIds = trips.map((trip) => trip.tripId);
    expect(await marks.execute({ tripIds })).toEqual({});
    // Kept: a second read is answered from the cache, so only an invalidation can bring the mark.
    expect(await marks.execute({ tripIds: [...tripIds].reverse() })).toEqual({});

    const cancelled = await ferryServices(worker.container).causeDisruption.execute({
      agentName: trips[0]!.agentName,
      tripId: trips[0]!.tripId,
      kind: 'cancelled',
    });
    expect(cancelled.ok).toBe(true);
    expect(await marks.execute({ tripIds })).toEqual({});
    await worker.container.get(FollowDisruptions).execute();

    expect(await marks.execute({ tripIds })).toEqual({
      [trips[0]!.tripId]: { kind: 'cancelled', minutes: 0, vessel: '' },
    });
  });
});
