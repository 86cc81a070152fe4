/**
 * Fare-comparison benchmark: `npm run bench:search [-- --latencies 120,60,80,100 --searches 60 --seconds 3]`.
 * Runs the simulated upstreams with the given latencies (ms, one per system) and prints search latency as a
 * ratio to the slowest upstream, cached-search latency, and searches per second on this machine.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { UPSTREAM_SYSTEMS } from '#adapters/ferry-upstream/simulated/upstream-systems.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { loadConfig } from '#config';
import { createContainer, ferryServices } from '#container';
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
const logger = { info() {}, warn() {}, error() {} };
/** The ferry use cases as production composes them, each system slowed by its latency. */
const services = (cacheTtlSeconds: number) =>
  ferryServices(
    createContainer(
      loadConfig({
        DATA_DIR: dataDir,
        FERRY_UPSTREAMS: systems.map((s) => s.name).join(','),
        FERRY_UPSTREAM_FAULTS: systems.map((s, i) => `${s.name}:latencyMs=${latencies[i]}`).join(';'),
        FERRY_UPSTREAM_TIMEOUT_MS: String(slowest * 4 + 1000),
        FERRY_SEARCH_CACHE_TTL_SECONDS: String(cacheTtlSeconds),
      }),
      logger,
      knex,
    ),
  );

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

const cached = services(60);
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
