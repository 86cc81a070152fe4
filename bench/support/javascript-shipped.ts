import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

/**
 * Gzip bytes of every module a page at a route id loads before it is interactive: the client entry, the
 * route and its ancestors (root, layout), with their imports, each counted once, read from React
 * Router's client manifest after `npm run build`. Modules loaded on demand (the booking steps) are not.
 */
export function javascriptShipped(clientDir = path.resolve('build/client')): (routeId: string) => number {
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
  return (routeId) => {
    const modules = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (let id: string | undefined = routeId; id; id = manifest.routes[id]?.parentId) {
      const route = manifest.routes[id]!;
      modules.add(route.module);
      for (const imported of route.imports ?? []) modules.add(imported);
    }
    return [...modules].reduce((sum, asset) => sum + sizeOf(asset), 0);
  };
}
