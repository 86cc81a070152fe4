import type { EntryContext } from 'react-router';

/**
 * The paths whose routes React Router sends the browser with a page when routes are discovered lazily
 * (`getPartialManifest`): the root and each of the page's ancestors, its own path aside.
 */
function ancestorPaths(pathname: string): string[] {
  const segments = pathname.split('/').filter(Boolean);
  segments.pop();
  const paths = ['/'];
  for (; segments.length > 0; segments.pop()) paths.push(`/${segments.join('/')}`);
  return paths;
}

/**
 * The route table a page is rendered with, cut to the routes it can use: the matched ones and those of its
 * ancestors' paths. `ServerRouter` builds its router from the whole manifest on every render, and with
 * every route declared once per language (some 340) that was a tenth of a fresh page's CPU (decision
 * 0092). The browser learns routes lazily and gets those same routes with the page, so what is rendered
 * and sent is what the whole table gave. The matching is the static handler's own (its `_match`, the
 * route-pattern trie); without it, or without lazy discovery, the page gets the whole table as before.
 * An upgrade of React Router checks this (`docs/react-router-upgrade.md`).
 */
export function withRoutesOfThePage(context: EntryContext): EntryContext {
  const handled = context.staticHandlerContext;
  const match = handled._match;
  if (context.routeDiscovery.mode !== 'lazy' || typeof match !== 'function' || !handled.matches)
    return context;
  const ids = new Set(handled.matches.map(({ route }) => route.id));
  for (const path of ancestorPaths(handled.location.pathname))
    for (const { route } of match(path) ?? []) ids.add(route.id);
  const routes: EntryContext['manifest']['routes'] = {};
  for (const id of ids) routes[id] = context.manifest.routes[id];
  return { ...context, manifest: { ...context.manifest, routes } };
}
