import { afterAll, beforeAll, expect, it } from 'vitest';
import { PostgresMarketingSendLog } from '#adapters/postgres/postgres-marketing-send-log.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { SandboxMarketingEvents } from '#adapters/sandbox-marketing/sandbox-marketing-events.ts';
import { SEND_MARKETING_EVENT_JOB } from '#application/marketing/marketing-job.ts';
import { sendMarketingEventHandler } from '#application/marketing/send-marketing-event-job.ts';
import type { Trip } from '#domain/trips/trip.ts';
import {
  aFilledLeg,
  aLeader,
  anOrder,
  checkoutHarness,
  drainOutbox,
  piraeusSantoriniTrips,
} from '../../support/checkout-harness.ts';
import { quietLogger } from '../../support/test-container.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { testClock } from '../../support/test-today.ts';

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let trips: Trip[];

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  trips = await piraeusSantoriniTrips(harness.ferry);
});
afterAll(async () => {
  await database?.destroy();
});

const origin = {
  sourceUrl: 'http://kyma.test/en/results?from=PIR&to=JTR&date=2027-07-01',
  ipAddress: '203.0.113.7',
  userAgent: 'Mozilla/5.0 (integration)',
};

/** Places, pays and tickets an order, with or without the traveller's marketing consent. */
async function buy(trip: Trip, email: string, marketingConsent: boolean) {
  const legs = [aFilledLeg(trip)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await harness.services.placeOrder.execute(
    anOrder({
      legs,
      leader: aLeader({ email }),
      expectedFinalPrice: price.value.breakdown.finalPrice,
      marketingConsent,
      marketingOrigin: origin,
    }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const order = placed.value.order;
  const redirect = await harness.services.startPayment.execute({ order });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  const back = new URL((await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'succeeded'))!);
  await harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
  return order;
}

it('tells of a ticketed purchase only when the traveller allowed marketing, once', async () => {
  const sandbox = new SandboxMarketingEvents({ knex: database.knex });
  const handlers = {
    ...harness.jobHandlers,
    [SEND_MARKETING_EVENT_JOB]: sendMarketingEventHandler({
      events: sandbox,
      sendLog: new PostgresMarketingSendLog({ knex: database.knex }),
      clock: testClock(),
      logger: quietLogger,
    }),
  };
  const consenting = await buy(trips[0]!, 'maria@example.com', true);
  const refusing = await buy(trips[1 % trips.length]!, 'nikos@example.com', false);

  const ran = await drainOutbox(database.knex, handlers);
  expect(ran.filter((name) => name === SEND_MARKETING_EVENT_JOB)).toHaveLength(1);
  const received = await sandbox.received();
  expect(received).toHaveLength(1);
  expect(received[0]!.event).toMatchObject({
    name: 'purchase',
    eventId: `purchase-${consenting.id}`,
    origin,
    customer: { email: 'maria@example.com' },
    value: consenting.breakdown.finalPrice,
    currency: 'EUR',
    orderReference: consenting.reference,
  });
  expect(JSON.stringify(received)).not.toContain(refusing.reference);
  const stored = await harness.orders.findById(refusing.id);
  expect(stored).not.toHaveProperty('marketingOrigin');
});
