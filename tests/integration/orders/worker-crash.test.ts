import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { aFilledLeg, anOrder, checkoutHarness, tripsOn } from '../../support/checkout-harness.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

/**
 * Issue #9: the worker is SIGKILLed in the middle of ticketing a paid two-system order, after the first
 * system issued its tickets and while the second is being asked. Another worker takes the job over (the
 * dead one's lock lapses) and the order ends ticketed exactly once: one move, one charge, one e-mail, the
 * tickets the upstreams issued. The workers are the real `src/worker.ts` on PostgreSQL and Redis.
 */
const WORKER = path.resolve('src/worker.ts');

let database: TestDatabase;
let harness: ReturnType<typeof checkoutHarness>;
let dataDir: string;
const workers: ChildProcess[] = [];
const queuePrefix = `kyma-crash-${randomBytes(4).toString('hex')}`;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedReferenceData(database.knex);
  harness = checkoutHarness(database.knex);
  dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-worker-crash-'));
});
afterAll(async () => {
  for (const worker of workers) worker.kill('SIGKILL');
  await database?.destroy();
  await rm(dataDir, { recursive: true, force: true });
});

function startWorker(upstreamLatencyMs: number): ChildProcess {
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const worker = spawn(process.execPath, [WORKER], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      PAYMENT_PROVIDERS: 'sandbox',
      DATABASE_URL: database.url,
      REDIS_URL: inject('redisUrl'),
      JOB_QUEUE_PREFIX: queuePrefix,
      JOB_STALLED_SECONDS: '2',
      FERRY_UPSTREAM_LATENCY_MS: String(upstreamLatencyMs),
      DATA_DIR: dataDir,
      SEED_CONTENT_ON_START: 'false',
      LOG_LEVEL: 'warn',
      ...TEST_CLOCK_ENV,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  workers.push(worker);
  return worker;
}

async function until<T>(what: string, probe: () => Promise<T | undefined>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A paid order for a sailing of one system and, the day after, one of another; its ticketing job waits. */
async function paidTwoSystemOrder() {
  const first = (await tripsOn(harness.ferry, { from: 'PIR', to: 'JTR' }, 45))[0]!;
  // The same sailing as another system sells it (the fare comparison keeps every system's offer).
  const second = (await tripsOn(harness.ferry, { from: 'JTR', to: 'PIR' }, 46))
    .flatMap((trip) =>
      (trip.offers ?? [])
        .filter((offer) => offer.agentName !== first.agentName)
        .map((offer) => ({ ...trip, id: offer.id, tripId: offer.tripId, agentName: offer.agentName })),
    )
    .at(0)!;
  expect(second).toBeDefined();
  const legs = [aFilledLeg(first), { ...aFilledLeg(second), legIndex: 1 }];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error(JSON.stringify(price.error));
  const placed = await harness.services.placeOrder.execute(
    anOrder({ legs, expectedFinalPrice: price.value.breakdown.finalPrice }),
  );
  if (!placed.ok) throw new Error(JSON.stringify(placed.error));
  const { order } = placed.value;
  const redirect = await harness.services.startPayment.execute({ order });
  if (!redirect.ok) throw new Error(JSON.stringify(redirect.error));
  const back = new URL((await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'succeeded'))!);
  await harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
  expect((await harness.orders.findById(order.id))!.status).toBe('paid');
  return order;
}

const upstreamStatuses = async (orderCodes: string[]) =>
  (await database.knex('ferry_bookings').whereIn('order_code', orderCodes).orderBy('order_code')).map(
    (row) => row.status as string,
  );

describe('a worker killed in the middle of ticketing', () => {
  it('leaves the order to another worker, which tickets it exactly once and charges and e-mails once', async () => {
    const order = await paidTwoSystemOrder();
    const orderCodes = order.legs.map((leg) => leg.upstreamOrderCode);
    expect(new Set(order.legs.map((leg) => leg.agentName)).size).toBe(2);

    // Every upstream call of this worker takes 1.5 s: it is killed once the first system confirmed.
    const doomed = startWorker(1500);
    await until('one upstream booking is confirmed', async () =>
      (await upstreamStatuses(orderCodes)).includes('confirmed') ? true : undefined,
    );
    doomed.kill('SIGKILL');
    expect(await upstreamStatuses(orderCodes)).toContain('inserted');
    expect((await harness.orders.findById(order.id))!.status).toBe('paid');

    startWorker(0);
    const ticketed = await until('the order is ticketed', async () => {
      const now = await harness.orders.findById(order.id);
      return now?.status === 'ticketed' ? now : undefined;
    });
    await until('the confirmation e-mail is sent', async () => {
      const sent = await database.knex('emails').where({ template: 'bookingConfirmation', status: 'sent' });
      return sent.length > 0 ? sent : undefined;
    });

    expect(await upstreamStatuses(orderCodes)).toEqual(['confirmed', 'confirmed']);
    const events = await harness.orders.events(order.id);
    expect(events.filter((event) => event.to === 'ticketed')).toHaveLength(1);
    const issued = (await database.knex('ferry_bookings').whereIn('order_code', orderCodes)).flatMap(
      (row) =>
        (typeof row.tickets === 'string' ? JSON.parse(row.tickets) : row.tickets) as {
          ticketNumber: string;
        }[],
    );
    expect(ticketed.tickets.map((ticket) => ticket.ticketNumber).sort()).toEqual(
      issued.map((ticket) => ticket.ticketNumber).sort(),
    );
    expect(ticketed.tickets).toHaveLength(2);
    const charges = await database.knex('sandbox_payments').where({ merchant_reference: order.reference });
    expect(charges.map((row) => [row.amount, row.refunded])).toEqual([[order.breakdown.finalPrice, 0]]);
    const attempts = await harness.orders.paymentAttempts(order.id);
    expect(attempts.map((attempt) => attempt.status)).toEqual(['succeeded']);
    const confirmations = await database.knex('emails').where({ template: 'bookingConfirmation' });
    expect(confirmations).toHaveLength(1);
    expect(await readdir(path.join(dataDir, 'mail'))).toHaveLength(1);
    // About 15 s on an idle machine: two worker starts and the dead one's lock lapsing.
  }, 120_000);
});
