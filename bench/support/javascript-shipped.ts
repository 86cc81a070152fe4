import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * The client build as the browser loads it, read after `npm run build`: React Router's manifest (what a
 * page at a route id loads before it is interactive: the client entry, the route and its ancestors, with
 * their imports) and Vite's (a source module's chunk and its static imports, for what loads on demand).
 * Sizes are gzip bytes, each chunk counted once.
 */
export function clientBuild(clientDir = path.resolve('build/client')) {
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
  const vite = JSON.parse(readFileSync(path.join(clientDir, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const gzipped = new Map<string, number>();
  const sizeOf = (asset: string) => {
    if (!gzipped.has(asset)) gzipped.set(asset, gzipSync(readFileSync(path.join(clientDir, asset))).length);
    return gzipped.get(asset)!;
  };

  /** Every module the page at this route id loads before it is interactive. */
  function modulesFor(routeId: string): Set<string> {
    const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
      const route = manifest.routes[id]!;
      modules.add(route.module);
      for (const imported of route.imports ?? []) modules.add(imported);
    }
    return modules;
  }

  /** A source module's chunk; a module shared by several pages is a chunk named after it (`_search-form-….js`). */
  function chunkNamed(source: string) {
    const shared = `assets/${path.basename(source).replace(/\.tsx?$/, '')}-`;
    const chunk = vite[source] ?? Object.values(vite).find((entry) => entry.file.startsWith(shared));
    if (!chunk) throw new Error(`${source} is not a chunk of the client build`);
    return chunk;
  }

  /** The chunks a source module needs before it runs: its own and, recursively, its static imports. */
  function chunksOf(source: string, into = new Set<string>()): Set<string> {
    const chunk = chunkNamed(source);
    if (into.has(`/${chunk.file}`)) return into;
    into.add(`/${chunk.file}`);
    for (const imported of chunk.imports ?? []) chunksOf(imported, into);
    return into;
  }

  const total = (modules: Set<string>) =>
    [...modules].reduce((sum, asset) => sum + sizeOf(asset.replace(/^\//, '')), 0);

  return {
    /** What the page at this route id ships before it is interactive. */
    page: (routeId: string) => total(modulesFor(routeId)),
    /** The page, then these source modules loaded on demand (a booking step), each chunk counted once. */
    pageWith: (routeId: string, sources: string[]) => {
      const modules = modulesFor(routeId);
      for (const source of sources) chunksOf(source, modules);
      return total(modules);
    },
    /** What the page fetches later for these source modules, beyond what it already has. */
    later: (routeId: string, sources: string[]) => {
      const loaded = modulesFor(routeId);
      const later = new Set<string>();
      for (const source of sources)
        for (const chunk of chunksOf(source)) if (!loaded.has(chunk)) later.add(chunk);
      return total(later);
    },
  };
}
