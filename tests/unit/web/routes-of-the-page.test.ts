import type { EntryContext } from 'react-router';
import { describe, expect, it } from 'vitest';
import { withRoutesOfThePage } from '#web/app/routes-of-the-page.server.ts';

/** Routes by path: what the static handler's matcher finds for each (root first). */
const TABLE: Record<string, string[]> = {
  '/': ['root', 'home___el'],
  '/en': ['root', 'home___en'],
  '/en/destinations': ['root', 'layout', 'destinations___en'],
  '/en/destinations/santorini': ['root', 'layout', 'destination___en'],
};
const ALL = [
  'root',
  'layout',
  'home___el',
  'home___en',
  'destinations___en',
  'destination___en',
  'blog___de',
];

/** The static handler's matching over TABLE, each path it is asked written down in `asked`. */
function tableMatch(asked: string[] = []) {
  return (path: string) => {
    asked.push(path);
    return TABLE[path]?.map((id) => ({ route: { id }, params: {} })) ?? null;
  };
}

function contextFor(pathname: string, mode: 'lazy' | 'initial' = 'lazy', matchesOf = tableMatch()) {
  return {
    routeDiscovery: { mode, manifestPath: '/__manifest' },
    manifest: { version: 'v', routes: Object.fromEntries(ALL.map((id) => [id, { id }])) },
    staticHandlerContext: {
      location: { pathname },
      matches: matchesOf(pathname),
      _match: matchesOf,
    },
  } as unknown as EntryContext;
}

describe('the routes a page is rendered with', () => {
  it('are its own and those of its ancestors, the others left out', () => {
    const { manifest } = withRoutesOfThePage(contextFor('/en/destinations/santorini'));
    expect(Object.keys(manifest.routes).sort()).toEqual(
      ['destination___en', 'destinations___en', 'home___el', 'home___en', 'layout', 'root'].sort(),
    );
    expect(manifest.version).toBe('v');
  });

  it('are every route when the browser is sent them all', () => {
    const context = contextFor('/en/destinations/santorini', 'initial');
    expect(withRoutesOfThePage(context)).toBe(context);
  });

  it("match each path once for the process, for React Router's own matching of the page too", () => {
    const matched: string[] = [];
    const staticHandlerMatch = tableMatch(matched);
    const first = withRoutesOfThePage(contextFor('/en/destinations/santorini', 'lazy', staticHandlerMatch));
    const again = withRoutesOfThePage(contextFor('/en/destinations/santorini', 'lazy', staticHandlerMatch));
    // The page's own path is the static handler's to match (twice here, once per request); its ancestors once.
    expect(matched).toEqual([
      '/en/destinations/santorini',
      '/',
      '/en/destinations',
      '/en',
      '/en/destinations/santorini',
    ]);
    const match = again.staticHandlerContext._match!;
    expect(match('/en')).toBe(first.staticHandlerContext._match!('/en'));
    expect(matched).toHaveLength(5);
    // Shared by every request that follows: changing one throws instead of changing another's page.
    expect(() => {
      (match('/en')![0]!.params as Record<string, string>).lang = 'de';
    }).toThrow(TypeError);
  });
});
