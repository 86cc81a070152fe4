import {
  HELD_SCRIPT_TYPE,
  LIBRARIES_CHUNK,
  shareablePage,
} from '../../src/web/app/react-router-html.server.ts';
import { expect, test } from './support/fixtures.ts';

/**
 * The HTML rewriting in `react-router-html.server.ts` relies on the shape of React Router's output, not on
 * an API: these read real pages of the production build, so an upgrade that changes that shape fails here
 * (docs/react-router-upgrade.md) instead of silently sending the scripts before the paint.
 */
test.describe('the pages React Router renders, as rewritten', () => {
  for (const path of ['/', '/en/destinations', '/en/blog']) {
    test(`${path}: the module preloads wait in the bootstrap and the module script is held`, async ({
      request,
    }) => {
      // A query makes the render cache step aside: this is the fresh render, whatever earlier tests kept.
      const html = await (await request.get(`${path}?fresh`)).text();
      expect(html).not.toContain('rel="modulepreload"');
      expect(html).not.toContain('type="module"');
      // React Router's context, which hydration reads, is an inline script of its own.
      expect(html).toMatch(/<script[^>]*>window\.__reactRouterContext = /);
      const held = [
        ...html.matchAll(new RegExp(`<script type="${HELD_SCRIPT_TYPE}">([\\s\\S]*?)</script>`, 'g')),
      ];
      expect(held).toHaveLength(1);
      const [whole = '', moduleScript = ''] = held[0] ?? [];
      expect(moduleScript).toContain('window.__reactRouterRouteModules');
      expect(moduleScript).toMatch(/import\("\/assets\/entry\.client-[\w-]+\.js"\)/);
      const after = html.slice(html.indexOf(whole) + whole.length);
      const bootstrap =
        /^<script nonce="[^"]+">\(function afterFirstPaint[\s\S]*?\)\((\[.*?\]), (\[.*?\])\)<\/script>/.exec(
          after,
        );
      expect(bootstrap, 'the bootstrap right after the held script').not.toBeNull();
      const modules = JSON.parse(bootstrap?.[1] ?? '[]') as string[];
      const alone = JSON.parse(bootstrap?.[2] ?? '[]') as string[];
      expect(modules.some((href) => /^\/assets\/entry\.client-/.test(href))).toBe(true);
      expect(alone).toEqual([expect.stringMatching(new RegExp(`^/assets/${LIBRARIES_CHUNK}-[\\w-]+\\.js$`))]);
    });
  }

  test('a kept page allows exactly its inline scripts by hash, and carries no nonce', async ({ request }) => {
    // The response read is the one that came from the cache: other tests may change content meanwhile,
    // which empties the cache, so a second request could be a fresh render again.
    let response = await request.get('/en/blog');
    await expect
      .poll(async () => {
        response = await request.get('/en/blog');
        return response.headers()['kyma-render-cache'];
      })
      .toBe('hit');
    const html = await response.text();
    expect(html).not.toMatch(/<script nonce=/);
    const csp = response.headers()['content-security-policy'] ?? '';
    const { scriptHashes } = shareablePage(html, '');
    expect(scriptHashes.length).toBeGreaterThan(2);
    for (const hash of scriptHashes) expect(csp).toContain(hash);
  });
});
