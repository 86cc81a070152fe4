/**
 * Fare-comparison benchmark: `npm run bench:search [-- --latencies 120,60,80,100 --searches 60 --seconds 3]`.
 * Runs the simulated upstreams with the given latencies (ms, one per system) and prints search latency as a
 * ratio to the slowest upstream, cached-search latency, and searches per second on this machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createSimulatedNetwork } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import { UPSTREAM_SYSTEMS } from '#adapters/ferry-upstream/simulated/upstream-systems.ts';
import { InMemoryIdempotencyStore } from '#adapters/in-memory/in-memory-idempotency-store.ts';
import { InMemorySearchCache } from '#adapters/in-memory/in-memory-search-cache.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { createFerryServices } from '#application/ferry/create-ferry-services.ts';
import type { SearchQuery } from '#domain/search/search-query.ts';

const { values } = parseArgs({
  options: {
    latencies: { type: 'string', default: '120,60,80,100' },
    searches: { type: 'string', default: '60' },
    seconds: { type: 'string', default: '3' },
    concurrency: { type: 'string', default: '16' },
  },
});
const latencies = values.latencies.split(',').map(Number);
const systems = UPSTREAM_SYSTEMS.slice(0, latencies.length);
const slowest = Math.max(...latencies);

const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-bench-'));
const knex = await openDatabase({ databaseUrl: process.env.DATABASE_URL, dataDir });
await migrateToLatest(knex);
const { upstreams } = createSimulatedNetwork({
  knex,
  clock: { now: () => new Date() },
  holdMinutes: 20,
  systems: systems.map((s) => s.name),
  behaviours: Object.fromEntries(systems.map((s, i) => [s.name, { latencyMs: latencies[i]! }])),
});
const logger = { info() {}, warn() {}, error() {} };
const services = (ttlMs: number) =>
  createFerryServices({
    upstreams,
    upstreamTimeoutMs: slowest * 4 + 1000,
    searchCache: new InMemorySearchCache({ maxEntries: 10_000 }),
    searchCacheTtlMs: ttlMs,
    idempotency: new InMemoryIdempotencyStore(),
    idempotencyTtlMs: 1000,
    logger,
    resellers: { findByUserId: async () => undefined },
  });

const routes = [
  ['PIR', 'JTR'],
  ['PIR', 'HER'],
  ['RAF', 'JMK'],
  ['GPA', 'AOI'],
  ['KYL', 'ZTH'],
  ['PIR', 'RHO'],
];
const query = (n: number): SearchQuery => {
  const [from, to] = routes[n % routes.length]!;
  const date = new Date(Date.now() + (1 + (n % 300)) * 86_400_000).toISOString().slice(0, 10);
  return {
    typeOfTrip: 'oneWay',
    legs: [{ departurePort: from!, destinationPort: to!, departureDate: date }],
    returnDate: '',
    accommodations: { passengers: 2, vehicles: 0, pets: 0 },
  };
};
const percentile = (samples: number[], p: number) =>
  [...samples].sort((a, b) => a - b)[Math.min(samples.length - 1, Math.floor((p / 100) * samples.length))]!;
async function timed(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

const uncached = services(0);
const count = Number(values.searches);
const cold: number[] = [];
for (let n = 0; n < count; n++)
  cold.push(await timed(() => uncached.searchFares.execute({ query: query(n) })));

const cached = services(60_000);
await cached.searchFares.execute({ query: query(0) });
const warm: number[] = [];
for (let n = 0; n < count * 5; n++)
  warm.push(await timed(() => cached.searchFares.execute({ query: query(0) })));

let done = 0;
const deadline = performance.now() + Number(values.seconds) * 1000;
await Promise.all(
  Array.from({ length: Number(values.concurrency) }, async (_, worker) => {
    for (let n = worker; performance.now() < deadline; n += Number(values.concurrency)) {
      await uncached.searchFares.execute({ query: query(n) });
      done++;
    }
  }),
);
const perSecond = done / Number(values.seconds);

const row = (metric: string, value: string) => `| ${metric.padEnd(46)} | ${value.padStart(12)} |\n`;
process.stdout.write(
  `\nUpstreams: ${systems.map((s, i) => `${s.name} ${latencies[i]} ms`).join(', ')}; database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}\n\n` +
    row('metric', 'value') +
    `|${'-'.repeat(48)}|${'-'.repeat(14)}|\n` +
    row('search p50 (ms)', percentile(cold, 50).toFixed(1)) +
    row('search p95 (ms)', percentile(cold, 95).toFixed(1)) +
    row('search p50 / slowest upstream latency', (percentile(cold, 50) / slowest).toFixed(2)) +
    row('search p95 / slowest upstream latency', (percentile(cold, 95) / slowest).toFixed(2)) +
    row('cached search p50 (ms)', percentile(warm, 50).toFixed(2)) +
    row('cached search p95 (ms)', percentile(warm, 95).toFixed(2)) +
    row(`searches per second (${values.concurrency} concurrent, uncached)`, perSecond.toFixed(1)) +
    '\n',
);
await knex.destroy();
await rm(dataDir, { recursive: true, force: true });
