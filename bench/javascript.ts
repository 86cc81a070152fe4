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
function shippedFor(routeId: string): number {
  const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
  for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
    const route = manifest.routes[id]!;
    modules.add(route.module);
    for (const imported of route.imports ?? []) modules.add(imported);
  }
  return [...modules].reduce((sum, asset) => sum + sizeOf(asset), 0);
}

const pages: Array<[string, string]> = [
  ['home (/en)', 'home___en'],
  ['results (/en/results)', 'results___en'],
  ['success (/en/success)', 'success___en'],
  ['order details (/en/orderdetails)', 'orderdetails___en'],
  ['destination (/en/destinations/…)', 'destination___en'],
];
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const lines = pages.map(([name, id]) => `${name.padEnd(42)} ${kb(shippedFor(id)).padStart(9)}`);
const results = shippedFor('results___en');
process.stdout.write(
  [
    'JavaScript shipped per page (gzip, everything loaded before the page is interactive)',
    ...lines,
    `results page: ${kb(results)} of the ${kb(BUDGET_BYTES)} budget (${((results / BUDGET_BYTES) * 100).toFixed(0)} %)`,
    '',
  ].join('\n'),
);
