/**
 * Page-serving benchmark (issue #15): `npm run bench:pages [-- --requests 10000 --uncached 1000 --concurrency 4]`
 * after `npm run build`. In one run, side by side on this machine:
 *  - server CPU per request (read from /proc, load sent from this process) for home, a destination and the
 *    results page, from the render cache and rendered afresh (a query string bypasses the render cache),
 *    beside React's own `renderToString` of a plain tree with the same elements, React Router serving
 *    that plain tree from a route without a loader (framework mode's own floor) and an Express server
 *    sending the same bytes prebuilt; latency p50/p99;
 *  - JavaScript shipped per page (gzip); the first start on an empty data folder and a restart;
 *  - resident memory idle and after rounds of load;
 *  - where a fresh page's CPU goes by thread (main, V8's helpers, libuv's pool), beside the framework floor's,
 *    and the framework floor again with the page's own loader data, its scripts written by React Router.
 *  - with DATABASE_URL and REDIS_URL set, the results page again as deployed: one web process per core on
 *    that PostgreSQL (a database of its own) and Redis, the requests going round them.
 * It prints the ratios beside the budgets with pass/fail (issue #32's: what a fresh page weighs, its
 * hydration data, its cost beside the framework's floor, the results' p95 beside the slowest upstream,
 * judged as deployed, the one embedded process's p95 printed beside it).
 * The booking steps render in the browser (the wizard starts at step 0 on the server): their rows are the
 * document a step's address answers. Never part of `npm test`.
 */
import { type ChildProcess, fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { JAVASCRIPT_PAGES } from './javascript.ts';
import { startDeployed } from './support/deployed-servers.ts';
import { clientBuild } from './support/javascript-shipped.ts';
import { startKyma } from './support/kyma-server.ts';
import { get, load } from './support/load.ts';
import { cpuMs, rssMiB, type ThreadCpu, threadCpuMs, untilQuiet } from './support/process-usage.ts';
import { sameTree } from './support/same-tree.ts';

process.env.NODE_ENV = 'production';
const { renderToString } = await import('react-dom/server');

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.BENCH_PORT ?? '3805' },
    requests: { type: 'string', default: '10000' },
    uncached: { type: 'string', default: '1000' },
    concurrency: { type: 'string', default: '4' },
  },
});
const port = Number(values.port);
const cachedRequests = Number(values.requests);
const uncachedRequests = Number(values.uncached);
const concurrency = Number(values.concurrency);
const origin = `http://127.0.0.1:${port}`;

const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-bench-pages-'));
const children: Array<{ kill(): unknown }> = [];
// Servers never outlive the benchmark, whatever fails in it.
process.once('exit', () => {
  for (const child of children) child.kill();
});
const first = await startKyma({ port, dataDir, firstPage: '/en' });
await first.stop();
const server = await startKyma({ port, dataDir, firstPage: '/en' });
children.push(server);
await untilQuiet(server.pid);
const idleMiB = rssMiB(server.pid);

const decoded = (answer: Awaited<ReturnType<typeof get>>) => {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.body).toString();
  if (encoding === 'gzip') return gunzipSync(answer.body).toString();
  return answer.body.toString();
};
const firstHref = (html: string, pattern: RegExp) => {
  const href = pattern.exec(html)?.[1];
  if (!href) throw new Error(`no link matching ${pattern}`);
  return href.replaceAll('&amp;', '&');
};
const home = decoded(await get(`${origin}/en`));
const destination = firstHref(
  decoded(await get(`${origin}/en/destinations`)),
  /href="(\/en\/destinations\/[^"?]+)"/,
);
const results = firstHref(home, /href="(\/en\/results\?[^"]+)"/);

/**
 * Requests sent before counting, as many for a fresh page as for a kept one: V8 is still optimising the
 * hot paths of a served page for a few thousand requests (a kept page cost a third less after 10 000 than
 * after 1 000; a fresh home read 6.1 ms after 300 and 4.2–4.5 ms after 3,000).
 */
const WARM_UP = 2000;

/**
 * Server CPU per request and latency of `total` requests, in the steady state after a warm-up. Given the
 * same page on several servers, the requests go round them in turn and their CPU is added up.
 */
async function measure(url: string | string[], total: number, pids = [server.pid]) {
  const used = () => pids.reduce((sum, pid) => sum + cpuMs(pid), 0);
  const threads = () => pids.map(threadCpuMs);
  await load(url, WARM_UP * pids.length, concurrency);
  for (const pid of pids) await untilQuiet(pid);
  const before = used();
  const threadsBefore = threads();
  const run = await load(url, total, concurrency);
  const cpu = (used() - before) / total;
  const threadsAfter = threads();
  const perThread = (part: keyof ThreadCpu) =>
    threadsAfter.reduce((sum, after, index) => sum + after[part] - threadsBefore[index]![part], 0) / total;
  return {
    cpuMs: cpu,
    threads: { main: perThread('main'), v8: perThread('v8'), libuv: perThread('libuv') },
    ...run,
  };
}

/** React's renderToString of a plain tree with the page's elements: CPU per render, in this process. */
function renderToStringMs(html: string) {
  const { tree, elements } = sameTree(html);
  // As long a warm-up as the server gets: after 50 renders a page's still cost half as much again.
  for (let i = 0; i < 1000; i += 1) renderToString(tree as never);
  const rounds = 500;
  const before = process.cpuUsage();
  for (let i = 0; i < rounds; i += 1) renderToString(tree as never);
  const used = process.cpuUsage(before);
  return { ms: (used.user + used.system) / 1000 / rounds, elements };
}

const pages = [
  { name: 'home', path: '/en', cacheable: true },
  { name: 'destination', path: destination, cacheable: true },
  { name: 'results', path: results, cacheable: false },
  { name: 'booking-step-2', path: `${results}&step=2`, cacheable: false },
  { name: 'booking-step-3', path: `${results}&step=3`, cacheable: false },
  { name: 'order-details', path: '/en/orderdetails', cacheable: false },
];
/** Issue #32's budgets of a fresh page's weight, uncompressed. */
const HTML_BUDGET_KB = 64;
const HYDRATION_BUDGET_KB = 12;
const WEIGHED_PAGES = new Set(['home', 'destination']);
/** A fresh page's server CPU beside React Router's own for the same tree. */
const FLOOR_BUDGET = 1.25;
/** The results' p95 at `concurrency` searches beside the slowest upstream's latency. */
const RESULTS_P95_MARGIN_MS = 30;
const UPSTREAM_LATENCY_MS = Number(process.env.FERRY_UPSTREAM_LATENCY_MS ?? 0);
/** React Router's hydration data: the one script that enqueues the loaders' data. */
const hydrationBytes = (html: string) =>
  Buffer.byteLength(
    /<script[^>]*>window\.__reactRouterContext\.streamController\.enqueue\([\s\S]*?<\/script>/.exec(
      html,
    )?.[0] ?? '',
  );
const rows = [];
const prebuilt: Record<string, { headers: Record<string, string>; body: string }> = {};
// Kept pages first, all of them: each reading then carries only its own garbage to collect, not that
// of a run of fresh renders just before it.
const cachedRuns = new Map<string, Awaited<ReturnType<typeof measure>>>();
for (const page of pages.filter(({ cacheable }) => cacheable))
  cachedRuns.set(page.name, await measure(`${origin}${page.path}`, cachedRequests));
for (const page of pages) {
  const uncachedUrl = `${origin}${page.path}${page.path.includes('?') ? '&' : '?'}bench=uncached`;
  const uncached = await measure(page.cacheable ? uncachedUrl : `${origin}${page.path}`, uncachedRequests);
  const cached = cachedRuns.get(page.name);
  const answer = await get(`${origin}${page.path}`);
  const html = decoded(answer);
  prebuilt[`/floor/${page.name}`] = {
    headers: {
      'content-type': 'text/html; charset=utf-8',
      ...(answer.headers['content-encoding']
        ? { 'content-encoding': String(answer.headers['content-encoding']) }
        : {}),
    },
    body: answer.body.toString('base64'),
  };
  rows.push({ ...page, uncached, cached, html, wireBytes: answer.body.length, rts: renderToStringMs(html) });
}

// The floors, each its own process measured the same way: a bare Express server sending the same bytes,
// and React Router rendering the same plain tree with no loader (what framework mode costs by itself).
const prebuiltFile = path.join(dataDir, 'prebuilt-pages.json');
await writeFile(prebuiltFile, JSON.stringify(prebuilt));
const pageNames = rows.map(({ name }) => name);
const treesFile = path.join(dataDir, 'page-trees.json');
await writeFile(
  treesFile,
  JSON.stringify(Object.fromEntries(rows.map((row) => [`/floor/${row.name}`, row.html]))),
);
async function floorRuns(script: string, pagesFile: string, names: string[], total: number, mode = '') {
  const floorPort = port + 1000;
  const floor: ChildProcess = fork(path.resolve(script), [pagesFile, String(floorPort), mode], {
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  children.push(floor);
  await once(floor, 'message');
  const perPage: Record<string, Awaited<ReturnType<typeof measure>>> = {};
  for (const name of names)
    perPage[name] = await measure(`http://127.0.0.1:${floorPort}/floor/${name}`, total, [floor.pid!]);
  floor.kill();
  await once(floor, 'exit');
  return perPage;
}
const prebuiltRuns = await floorRuns(
  'bench/support/prebuilt-server.ts',
  prebuiltFile,
  pageNames,
  cachedRequests,
);
// Counted like the fresh renders it is set beside.
const frameworkRuns = await floorRuns(
  'bench/support/framework-floor-server.ts',
  treesFile,
  pageNames,
  uncachedRequests,
);
// Not judged: React Router writing the page's scripts and hydration data from its own loader data
// (decision 0098), the framework's work for a page with data.
const frameworkDataRuns = await floorRuns(
  'bench/support/framework-floor-server.ts',
  treesFile,
  pageNames,
  uncachedRequests,
  'with-data',
);

// Memory: rounds of the same mixed load; what is left after each must stay near the idle figure and flat.
const afterRounds: number[] = [];
for (let round = 0; round < 3; round += 1) {
  for (const row of rows) {
    await load(
      `${origin}${row.path}`,
      row.cacheable ? cachedRequests / 4 : uncachedRequests / 2,
      concurrency,
    );
    if (row.cacheable)
      await load(`${origin}${row.path}?bench=round${round}`, uncachedRequests / 2, concurrency);
  }
  afterRounds.push(rssMiB(server.pid));
}
const restart = server.startMs;
await server.stop();
await rm(dataDir, { recursive: true, force: true });

// The results as deployed: one web process per core on PostgreSQL and Redis, the requests going round
// them (README, "Running the worker"). The embedded reading above is one process on PGlite.
const deployed = await startDeployed({ port: port + 2000, firstPage: '/en' });
let deployedResults: Awaited<ReturnType<typeof measure>> | undefined;
if (deployed) {
  children.push(deployed);
  const resultsPath = rows.find(({ name }) => name === 'results')!.path;
  deployedResults = await measure(
    deployed.origins.map((origin) => `${origin}${resultsPath}`),
    uncachedRequests,
    deployed.pids,
  );
  await deployed.stop();
}

/** Issue #32's targets of one page rendered afresh: its weight, and its cost beside the framework's floor. */
function pageChecks(
  row: { name: string; html: string; uncached: { cpuMs: number; p95Ms: number } },
  frameworkCpu: number,
): Array<[string, string, boolean]> {
  const checks: Array<[string, string, boolean]> = [
    [
      `${row.name}: fresh ≤ ${FLOOR_BUDGET}× React Router's floor`,
      `${(row.uncached.cpuMs / frameworkCpu).toFixed(2)}×`,
      row.uncached.cpuMs <= FLOOR_BUDGET * frameworkCpu,
    ],
  ];
  if (WEIGHED_PAGES.has(row.name)) {
    const htmlKB = Buffer.byteLength(row.html) / 1024;
    const dataKB = hydrationBytes(row.html) / 1024;
    checks.push(
      [`${row.name}: HTML ≤ ${HTML_BUDGET_KB} KB`, `${htmlKB.toFixed(1)} KB`, htmlKB <= HTML_BUDGET_KB],
      [
        `${row.name}: hydration data ≤ ${HYDRATION_BUDGET_KB} KB`,
        `${dataKB.toFixed(1)} KB`,
        dataKB <= HYDRATION_BUDGET_KB,
      ],
    );
  }
  return checks;
}

/**
 * Issue #32's results p95, judged as deployed (several web processes); the one embedded process's reading
 * is printed beside it, not judged: one event loop queues 4 searches behind each other (decision 0092).
 */
function resultsP95Check(single: { p95Ms: number }): [string, string, boolean] {
  const budget = UPSTREAM_LATENCY_MS + RESULTS_P95_MARGIN_MS;
  // The framework's own p95 for the same document, one process as the embedded reading: what is left to us.
  const floor = `React Router's floor, one process: ${frameworkRuns.results!.p95Ms.toFixed(1)} ms`;
  const one = `one process (embedded): ${single.p95Ms.toFixed(1)} ms; ${floor}`;
  const target = `results p95 at ${concurrency} searches ≤ slowest upstream (${UPSTREAM_LATENCY_MS} ms) + ${RESULTS_P95_MARGIN_MS} ms, as deployed`;
  if (!deployed || !deployedResults)
    return [target, `not measured without DATABASE_URL and REDIS_URL; ${one}`, false];
  return [
    target,
    `${deployed.pids.length} processes (PostgreSQL, Redis): ${deployedResults.p95Ms.toFixed(1)} ms; ${one}`,
    deployedResults.p95Ms <= budget,
  ];
}

const build = clientBuild();
const checks: Array<[string, string, boolean]> = [];
const ms = (value: number) => `${value.toFixed(3)} ms`;
const ratio = (value: number) => `${value.toFixed(2)}×`;
const lines = [
  '| page | render cache | server CPU / request | p50 | p95 | p99 | renderToString (same tree) | × renderToString | React Router floor | × floor | prebuilt Express | × prebuilt | bytes sent |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];
for (const row of rows) {
  const floorCpu = prebuiltRuns[row.name]!.cpuMs;
  const frameworkCpu = frameworkRuns[row.name]!.cpuMs;
  const line = (label: string, run: NonNullable<typeof row.cached>) =>
    `| ${row.name} | ${label} | ${ms(run.cpuMs)} | ${ms(run.p50Ms)} | ${ms(run.p95Ms)} | ${ms(run.p99Ms)} | ${ms(row.rts.ms)} (${row.rts.elements} elements) | ${ratio(run.cpuMs / row.rts.ms)} | ${ms(frameworkCpu)} (${ratio(frameworkCpu / row.rts.ms)}) | ${ratio(run.cpuMs / frameworkCpu)} | ${ms(floorCpu)} | ${ratio(run.cpuMs / floorCpu)} | ${run.bodyBytes} |`;
  if (row.cached) {
    lines.push(line('hit', row.cached));
    checks.push([
      `${row.name}: cached ≤ 1× renderToString`,
      ratio(row.cached.cpuMs / row.rts.ms),
      row.cached.cpuMs <= row.rts.ms,
    ]);
    checks.push([
      `${row.name}: cached ≤ 2× prebuilt Express`,
      ratio(row.cached.cpuMs / floorCpu),
      row.cached.cpuMs <= 2 * floorCpu,
    ]);
  }
  lines.push(line(row.cacheable ? 'bypassed' : 'never (fares cached)', row.uncached));
  if (row.name === 'results' && deployed && deployedResults)
    lines.push(line(`never, ${deployed.pids.length} processes on PostgreSQL and Redis`, deployedResults));
  checks.push(...pageChecks(row, frameworkCpu));
  if (row.name === 'results') checks.push(resultsP95Check(row.uncached));
}
for (const { name, routeId, budgetKB } of JAVASCRIPT_PAGES) {
  const kb = build.page(routeId) / 1024;
  checks.push([`JavaScript ${name} ≤ ${budgetKB} KB gzip`, `${kb.toFixed(1)} KB`, kb <= budgetKB]);
}
checks.push([
  'first start on an empty data folder ≤ 6 s',
  `${(first.startMs / 1000).toFixed(1)} s`,
  first.startMs <= 6000,
]);
checks.push(['restart ≤ 3 s', `${(restart / 1000).toFixed(1)} s`, restart <= 3000]);
const last = afterRounds.at(-1)!;
checks.push([
  'memory after load ≤ 1.5× idle',
  `${idleMiB.toFixed(0)} → ${afterRounds.map((mib) => mib.toFixed(0)).join(' → ')} MiB (${ratio(last / idleMiB)})`,
  last <= 1.5 * idleMiB,
]);
checks.push([
  'memory flat across rounds (last ≤ 1.05× first)',
  ratio(last / afterRounds[0]!),
  last <= 1.05 * afterRounds[0]!,
]);

lines.push(
  '',
  "Where a fresh page's CPU goes, ms per request: its JavaScript (main thread, the collector's pauses included), V8's helper threads (collection, compilation) and libuv's (compression), beside React Router's floor for the same document.",
  '',
  '| page | main thread | V8 threads | libuv threads | floor: main | floor: V8 | floor: libuv |',
  '|---|---|---|---|---|---|---|',
);
for (const row of rows) {
  const ours = row.uncached.threads;
  const floor = frameworkRuns[row.name]!.threads;
  lines.push(
    `| ${row.name} | ${ms(ours.main)} | ${ms(ours.v8)} | ${ms(ours.libuv)} | ${ms(floor.main)} | ${ms(floor.v8)} | ${ms(floor.libuv)} |`,
  );
}
lines.push(
  '',
  "Beside React Router serving the same plain tree with the page's own loader data, its scripts and hydration data written by `<Scripts>` (not judged; decision 0098):",
  '',
  "| page | fresh | React Router floor | × | with the page's data | × |",
  '|---|---|---|---|---|---|',
);
for (const row of rows) {
  const floor = frameworkRuns[row.name]!.cpuMs;
  const withData = frameworkDataRuns[row.name]!.cpuMs;
  lines.push(
    `| ${row.name} | ${ms(row.uncached.cpuMs)} | ${ms(floor)} | ${ratio(row.uncached.cpuMs / floor)} | ${ms(withData)} | ${ratio(row.uncached.cpuMs / withData)} |`,
  );
}
lines.push('', '| target | measured | |', '|---|---|---|');
for (const [target, measured, pass] of checks)
  lines.push(`| ${target} | ${measured} | ${pass ? 'pass' : '**FAIL**'} |`);
process.stdout.write(`${lines.join('\n')}\n`);
process.exitCode = 0;
