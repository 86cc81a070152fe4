import type { EntryContext } from 'react-router';
import { keptAnswersOf } from './kept-answers.ts';

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

type Match = NonNullable<EntryContext['staticHandlerContext']['_match']>;
type Matches = ReturnType<Match>;

/** Paths are the visitors' to choose: this many kept per route table. */
const KEPT_PATHS = 5_000;

/**
 * Each route table's matching, kept per path. The answers are shared by the requests that follow, so they
 * are frozen: a reader that changed one would throw rather than change another visitor's page.
 */
const keptMatches = keptAnswersOf(KEPT_PATHS, (match: Match, path: string): Matches => {
  const matches = match(path);
  if (matches) for (const each of matches) Object.freeze(Object.freeze(each).params);
  return matches && (Object.freeze(matches) as Matches);
});
const keptMatch = (match: Match): Match =>
  ((location) => (typeof location === 'string' ? keptMatches(match, location) : match(location))) as Match;

/**
 * The route table a page is rendered with, cut to the routes it can use: the matched ones and those of its
 * ancestors' paths. `ServerRouter` builds its router from the whole manifest on every render, and with
 * every route declared once per language (some 340) that was a tenth of a fresh page's CPU (decision
 * 0092). The browser learns routes lazily and gets those same routes with the page, so what is rendered
 * and sent is what the whole table gave. The matching is the static handler's own (its `_match`, the
 * route-pattern trie), its answers kept per path: the ancestors are matched here and again by React
 * Router's `getPartialManifest` on every page, ~0.05 ms each. Without it, or without lazy discovery, the
 * page gets the whole table as before. An upgrade of React Router checks this
 * (`docs/react-router-upgrade.md`).
 */
export function withRoutesOfThePage(context: EntryContext): EntryContext {
  const handled = context.staticHandlerContext;
  if (context.routeDiscovery.mode !== 'lazy' || typeof handled._match !== 'function' || !handled.matches)
    return context;
  const match = keptMatch(handled._match);
  const ids = new Set(handled.matches.map(({ route }) => route.id));
  for (const path of ancestorPaths(handled.location.pathname))
    for (const { route } of match(path) ?? []) ids.add(route.id);
  const routes: EntryContext['manifest']['routes'] = {};
  for (const id of ids) routes[id] = context.manifest.routes[id];
  return {
    ...context,
    staticHandlerContext: { ...handled, _match: match },
    manifest: { ...context.manifest, routes },
  };
}
