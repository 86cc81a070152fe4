import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#adapters/postgres/database.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  anOrder,
  checkoutHarness,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];
/** A second composition on a connection pool of its own, as a second web process would be. */
let secondKnex: Knex;
let second: ReturnType<typeof checkoutHarness>;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  // Three passengers of one sailing may wait unpaid at once.
  harness = checkoutHarness(database.knex, { maxUnpaidPlacesPerSailing: 3 });
  secondKnex = await openDatabase({ databaseUrl: database.url, dataDir: '' });
  second = checkoutHarness(secondKnex, { maxUnpaidPlacesPerSailing: 3 });
  trips = await piraeusSantoriniTrips(harness.ferry, 35);
});
afterAll(async () => {
  await secondKnex?.destroy();
  await database?.destroy();
});

/** Each call from an address of its own, so only the per-sailing cap can refuse it. */
async function place(
  trip: Trip,
  passengers: number,
  resellerUserId: number | null = null,
  through: ReturnType<typeof checkoutHarness> = harness,
) {
  const legs = [aFilledLeg(trip, passengers)];
  const price = await through.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  return through.services.placeOrder.execute(
    anOrder({
      legs,
      expectedFinalPrice: price.value.breakdown.finalPrice,
      resellerUserId,
      userId: resellerUserId,
    }),
  );
}

describe('unpaid holds of one sailing', () => {
  it('stop at the cap whatever the address, count neither other sailings nor resellers, and free up on release', async () => {
    const [sailing, other] = [trips[0]!, trips[1]!];
    const first = await place(sailing, 2);
    expect(first.ok).toBe(true);
    const over = await place(sailing, 2);
    expect(over).toEqual({ ok: false, error: { code: 'sailingBusy', fields: [] } });
    expect((await place(sailing, 1)).ok).toBe(true);
    expect((await place(other, 3)).ok).toBe(true);
    expect((await place(sailing, 1, 7002)).ok).toBe(true);

    // The first traveller's card is declined: that order holds nothing any more.
    if (!first.ok) return;
    const redirect = await harness.services.startPayment.execute({ order: first.value.order });
    if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
    const back = new URL((await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'declined'))!);
    await harness.services.completePayment.execute({
      provider: 'sandbox',
      params: Object.fromEntries(back.searchParams),
    });
    expect((await harness.orders.findById(first.value.order.id))!.status).toBe('failed');
    expect((await place(sailing, 2)).ok).toBe(true);
  });

  it('hold under concurrency: orders sent at once from many addresses through two processes pass only as far as the cap', async () => {
    const sailing = trips[2]!;
    // Twenty single-passenger orders at once, alternating between the two compositions.
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, index) => place(sailing, 1, null, index % 2 ? second : harness)),
    );
    expect(outcomes.filter((outcome) => outcome.ok)).toHaveLength(3);
    expect(
      outcomes.filter((outcome) => !outcome.ok).map((outcome) => !outcome.ok && outcome.error.code),
    ).toEqual(Array(17).fill('sailingBusy'));
    const held = await database.knex('orders').whereIn('status', ['held', 'detailsAdded', 'paymentPending']);
    const onSailing = held.filter((row) => JSON.stringify(row.contents).includes(sailing.tripId));
    expect(onSailing).toHaveLength(3);
    // Refused orders gave their claims back: the voyage's claims are the placed orders', one each.
    const voyage = harness.network.upstreams[0]!.sailingIdOf(sailing.tripId);
    const claims = await database.knex('unpaid_place_claims').where({ sailing_id: voyage });
    expect(claims.map((claim) => claim.order_id).sort()).toEqual(
      outcomes.flatMap((outcome) => (outcome.ok ? [outcome.value.order.id] : [])).sort(),
    );
  });
});
