/**
 * JavaScript shipped per page: `npm run bench:javascript` (after `npm run build`). Reads React Router's client
 * manifest and adds up, gzipped, every module a page loads before it is interactive: the client entry, the
 * root, the layout and the route, with their imports, each counted once. The booking steps load on demand
 * once a sailing is chosen and are not counted. Budget for the results page: 150 KB gzipped.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_BYTES = 150 * 1024;
const clientDir = path.resolve('build/client');
const manifestFile = readdirSync(path.join(clientDir, 'assets')).find((file) =>
  /^manifest-.*\.js$/.test(file),
);
if (!manifestFile) throw new Error('no client build: run npm run build first');
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;?\s*$/, ''),
) as {
  entry: { module: string; imports: string[] };
  routes: Record<string, { module: string; imports?: string[]; parentId?: string }>;
};

const gzipped = new Map<string, number>();
const sizeOf = (asset: string) => {
  if (!gzipped.has(asset)) gzipped.set(asset, gzipSync(readFileSync(path.join(clientDir, asset))).length);
  return gzipped.get(asset)!;
};

/** Every module the page at this route id loads: the entry, then the route and its ancestors, with imports. */
function modulesFor(routeId: string): Set<string> {
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]!;
    modules.add(route.module);
    for (const imported of route.imports ?? []) modules.add(imported);
  }
  return modules;
}

const shippedFor = (routeId: string) => total(modulesFor(routeId));

/** Vite's manifest: a source module's chunk and what it imports, statically and on demand. */
const vite = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[] }
>;

/** A source module's chunk; a module shared by several pages is a chunk named after it (`_search-form-….js`). */
function chunkNamed(source: string) {
  const shared = `assets/${path.basename(source).replace(/\.tsx?$/, '')}-`;
  const chunk = vite[source] ?? Object.values(vite).find((entry) => entry.file.startsWith(shared));
  if (!chunk) throw new Error(`${source} is not a chunk of the client build`);
  return chunk;
}

/** The chunks a source module needs before it runs: its own and, recursively, its static imports. */
function chunksOf(key: string, into = new Set<string>()): Set<string> {
  const chunk = chunkNamed(key);
  if (into.has(`/${chunk.file}`)) return into;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) chunksOf(imported, into);
  return into;
}

const total = (modules: Set<string>) => [...modules].reduce((sum, asset) => sum + sizeOf(asset.slice(1)), 0);

/** A booking step: the results page, then the step's modules, each counted once. */
function stepShipped(sources: string[]): number {
  const modules = modulesFor('results___en');
  for (const source of sources) chunksOf(source, modules);
  return total(modules);
}

/** What a page fetches after it is interactive, beyond what it already has. */
function laterShipped(routeId: string, sources: string[]): number {
  const loaded = modulesFor(routeId);
  const later = new Set<string>();
  for (const source of sources)
    for (const chunk of chunksOf(source)) if (!loaded.has(chunk)) later.add(chunk);
  return total(later);
}

const pages: Array<[string, string]> = [
  ['home (/en)', 'home___en'],
  ['results (/en/results)', 'results___en'],
  ['success (/en/success)', 'success___en'],
  ['order details (/en/orderdetails)', 'orderdetails___en'],
  ['destination (/en/destinations/…)', 'destination___en'],
];
const STEPS = 'src/web/app/booking/booking-steps.tsx';
const steps: Array<[string, string[]]> = [
  ['booking step 2: passengers and vehicles', [STEPS, 'src/web/app/booking/passengers-step.tsx']],
  ['booking step 3: details and payment', [STEPS, 'src/web/app/booking/billing-step.tsx']],
];
const later: Array<[string, string, string[]]> = [
  ['results: search form, when unfolded', 'results___en', ['src/web/app/search/search-form.tsx']],
  ['search form: its checks, when used', 'home___en', ['src/domain/search/results-query.ts']],
  ['step 3: its checks, when the form is used', 'results___en', ['src/web/app/booking/billing-checks.ts']],
];

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const line = (name: string, bytes: number) => `${name.padEnd(48)} ${kb(bytes).padStart(9)}`;
const budgeted = [
  ['results', shippedFor('results___en')] as const,
  ...steps.map(([name, sources]) => [name, stepShipped(sources)] as const),
];
process.stdout.write(
  [
    'JavaScript shipped per page (gzip, everything loaded before the page is interactive)',
    ...pages.map(([name, id]) => line(name, shippedFor(id))),
    ...steps.map(([name, sources]) => line(name, stepShipped(sources))),
    'Fetched later, on use (gzip, beyond what the page already has)',
    ...later.map(([name, id, sources]) => line(name, laterShipped(id, sources))),
    ...budgeted.map(
      ([name, bytes]) =>
        `${name}: ${kb(bytes)} of the ${kb(BUDGET_BYTES)} budget (${((bytes / BUDGET_BYTES) * 100).toFixed(0)} %)`,
    ),
    '',
  ].join('\n'),
);
