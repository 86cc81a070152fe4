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

function contextFor(pathname: string, mode: 'lazy' | 'initial' = 'lazy') {
  const matchesOf = (path: string) => TABLE[path]?.map((id) => ({ route: { id } })) ?? null;
  return {
    routeDiscovery: { mode, manifestPath: '/__manifest' },
    manifest: { version: 'v', routes: Object.fromEntries(ALL.map((id) => [id, { id }])) },
    staticHandlerContext: {
      location: { pathname },
      matches: matchesOf(pathname),
      _match: (path: string) => matchesOf(path),
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
});
