/**
 * Checkout benchmark: `npm run bench:checkout [-- --seconds 5 --concurrency 16]`.
 * Completes sandbox checkouts end to end (price on the server, place the order with its hold and details,
 * start the payment, the card holder pays, verify the return, issue the tickets) with 16 in flight, and
 * beside them, in the same run, a bare SQL transaction that locks the same capacity row and writes an order
 * and its event: the floor the checkout's own bookkeeping is measured against.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { seedReferenceData } from '#adapters/postgres/seed/seed-reference-data.ts';
import { newSearchQuery, updateSearchLeg } from '#domain/search/search-query.ts';
import type { Trip } from '#domain/trips/trip.ts';
import { aFilledLeg, aLeader, anOrder, checkoutHarness } from '../tests/support/checkout-harness.ts';

const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '5' },
    concurrency: { type: 'string', default: '16' },
  },
});
const seconds = Number(values.seconds);
const concurrency = Number(values.concurrency);

const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-bench-checkout-'));
const knex = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir, poolMax: concurrency + 2 });
await migrateToLatest(knex);
await seedReferenceData(knex);
const harness = checkoutHarness(knex);

// Many sailings over many days, so that capacity never runs out during the run.
const trips: Trip[] = [];
for (let day = 10; trips.length < 200 && day < 200; day += 1) {
  const date = new Date(Date.now() + day * 86_400_000).toISOString().slice(0, 10);
  const query = updateSearchLeg(newSearchQuery(), 0, {
    departurePort: 'PIR',
    destinationPort: 'JTR',
    departureDate: date,
  });
  trips.push(...(await harness.ferry.searchFares.execute({ query })).legs[0]!.trips);
}

const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;

async function checkout(n: number): Promise<void> {
  const legs = [aFilledLeg(trips[n % trips.length]!)];
  const price = await harness.services.priceCart.execute({ legs, receiveTicketsMethod: 'portPickup' });
  if (!price.ok) throw new Error('pricing failed');
  const placed = await harness.services.placeOrder.execute(
    anOrder({
      legs,
      leader: aLeader({ email: `bench${n}@example.com` }),
      expectedFinalPrice: price.value.breakdown.finalPrice,
    }),
  );
  if (!placed.ok) throw new Error(`not placed: ${placed.error.code}`);
  const redirect = await harness.services.startPayment.execute({ order: placed.value.order });
  if (!redirect.ok) throw new Error('payment did not start');
  const back = new URL((await harness.sandbox.decide(redirect.value.url.split('/').pop()!, 'succeeded'))!);
  const paid = await harness.services.completePayment.execute({
    provider: 'sandbox',
    params: Object.fromEntries(back.searchParams),
  });
  if (!paid.ok) throw new Error('payment not verified');
  await harness.jobHandlers['order.issueTickets']!(
    { orderId: placed.value.order.id },
    { id: `bench-${n}`, name: 'order.issueTickets' },
  );
}

/** The floor: lock the sailing's capacity row, write an order and its event, commit. */
async function bareTransaction(n: number): Promise<void> {
  await knex.transaction(async (trx) => {
    await trx.raw('select * from ferry_capacity order by sailing_id limit 1 for update');
    const id = crypto.randomUUID();
    await trx('bench_orders').insert({
      id,
      reference: `B${n}`,
      status: 'paid',
      contents: JSON.stringify({ n }),
    });
    await trx('bench_events').insert({ order_id: id, to_status: 'paid', at: new Date() });
  });
}

async function measure(name: string, work: (n: number) => Promise<void>) {
  const latencies: number[] = [];
  let next = 0;
  const until = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < until) {
        const n = next++;
        const begun = performance.now();
        await work(n);
        latencies.push(performance.now() - begun);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  return {
    name,
    perSecond: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
  };
}

await knex.schema.createTable('bench_orders', (t) => {
  t.uuid('id').primary();
  t.string('reference').notNullable();
  t.string('status').notNullable();
  t.jsonb('contents').notNullable();
});
await knex.schema.createTable('bench_events', (t) => {
  t.bigIncrements('id');
  t.uuid('order_id').notNullable();
  t.string('to_status').notNullable();
  t.timestamp('at', { useTz: true }).notNullable();
});
const [full, floor] = [
  await measure('sandbox checkout', checkout),
  await measure('bare SQL transaction', bareTransaction),
];
const row = (r: typeof full) =>
  `${r.name.padEnd(22)} ${r.perSecond.toFixed(1).padStart(8)}/s   p50 ${r.p50.toFixed(1).padStart(7)} ms   p95 ${r.p95.toFixed(1).padStart(7)} ms`;
const ratio = `ratio: a checkout costs ${(full.p50 / floor.p50).toFixed(1)}× the bare transaction at p50`;
const throughput = `throughput ${(floor.perSecond / full.perSecond).toFixed(1)}× lower`;
process.stdout.write(
  [
    `checkout benchmark (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}, ${concurrency} in flight, ${seconds} s each)`,
    row(full),
    row(floor),
    `${ratio}; ${throughput}`,
    '',
  ].join('\n'),
);
await knex.destroy();
