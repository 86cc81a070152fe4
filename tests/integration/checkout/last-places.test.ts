import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { segmentsOn } from '#adapters/ferry-upstream/network/timetable.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { newSearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  drainOutbox,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testDay } from '../../support/test-today.ts';

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

describe('the last places of a sailing', () => {
  it('are sold to exactly as many of 8 parallel checkouts as there are places; the others hear why', async () => {
    const date = testDay(50);
    const segment = segmentsOn('PIR', 'JTR', date).find((s) => s.run.line.company === 'BSF')!;
    await harness.network.store.setCapacity(segment.run.sailingId, 'DECK', 3);
    const query = updateSearchLeg(newSearchQuery(), 0, {
      departurePort: 'PIR',
      destinationPort: 'JTR',
      departureDate: date,
    });
    const trip = (await harness.ferry.searchFares.execute({ query })).legs[0]!.trips.find(
      (t) => t.tripId === segment.tripId,
    )!;
    const leg = aFilledLeg(trip);
    const deck = { ...leg, passengers: leg.passengers.map((p) => ({ ...p, accommodationType: 'DECK' })) };
    const price = await harness.services.priceCart.execute({
      legs: [deck],
      receiveTicketsMethod: 'portPickup',
    });
    if (!price.ok) throw new Error('pricing failed');

    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        harness.services.placeOrder.execute(
          anOrder({
            legs: [deck],
            leader: aLeader({ email: `traveller${index}@example.com` }),
            expectedFinalPrice: price.value.breakdown.finalPrice,
          }),
        ),
      ),
    );
    const placed = attempts.filter((attempt) => attempt.ok);
    expect(placed).toHaveLength(3);
    for (const refused of attempts.filter((attempt) => !attempt.ok))
      expect(!refused.ok && refused.error.code).toBe('noAvailability');

    for (const attempt of placed) {
      if (!attempt.ok) continue;
      const redirect = await harness.services.startPayment.execute({ order: attempt.value.order });
      if (!redirect.ok) throw new Error('payment did not start');
      const back = new URL(
        (await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'succeeded'))!,
      );
      await harness.services.completePayment.execute({
        provider: 'sandbox',
        params: Object.fromEntries(back.searchParams),
      });
    }
    await drainOutbox(database.knex, harness.jobHandlers);
    const statuses = await database.knex('orders').select('status');
    expect(statuses.map((row) => row.status).sort()).toEqual(['ticketed', 'ticketed', 'ticketed']);
  });
});
