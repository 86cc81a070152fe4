import { describe, expect, it } from 'vitest';
import { HELD_SCRIPT_TYPE, withScriptsAfterFirstPaint } from '#web/app/scripts-after-paint.server.ts';

/** The shape of React Router's `<Scripts>` output in a production page. */
const MODULE_TEXT =
  ';\nimport * as route0 from "/assets/root-c.js";\n' +
  '  window.__reactRouterRouteModules = {"root":route0};\n\nimport("/assets/entry.client-a.js");';
const page = [
  '<head><link rel="modulepreload" href="/assets/entry.client-a.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/framework-b.js" nonce="n"/></head>',
  '<body><p>rel="modulepreload"</p>',
  '<script nonce="n">window.__reactRouterContext = {};</script>',
  `<script nonce="n" type="module" async="">${MODULE_TEXT}</script></body>`,
].join('');

describe('scripts after the first paint', () => {
  const transformed = withScriptsAfterFirstPaint(page);
  const bootstrap = /<script nonce="n">(\(function afterFirstPaint[\s\S]*?)<\/script>/.exec(transformed)?.[1];

  it('holds the module script back, takes the module preloads out and leaves the rest as it was', () => {
    expect(transformed).not.toContain('<link rel="modulepreload"');
    expect(transformed).not.toContain('type="module"');
    expect(transformed).toContain(
      `<script type="${HELD_SCRIPT_TYPE}">${MODULE_TEXT}</script><script nonce="n">`,
    );
    expect(transformed).toContain('<p>rel="modulepreload"</p>');
    expect(transformed).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
  });

  it('once the page has painted, preloads its modules and messages and starts the module script', () => {
    const events: string[] = [];
    const added: Array<{ tag: string; parent: string } & Record<string, string>> = [];
    const element = (parent: string) => ({
      append: (child: { tag: string } & Record<string, string>) => added.push({ ...child, parent }),
    });
    const document = {
      currentScript: { nonce: 'n', previousElementSibling: { text: MODULE_TEXT } },
      createElement: (tag: string) => ({ tag }),
      querySelector: () => ({ content: '/assets/messages/v1/en.json' }),
      head: element('head'),
      body: element('body'),
    };
    const browser = {
      document,
      requestAnimationFrame: (callback: () => void) => {
        events.push(`frame (${added.length} added)`);
        callback();
      },
      setTimeout: (callback: () => void) => {
        events.push(`after the paint (${added.length} added)`);
        callback();
      },
    };
    new Function(...Object.keys(browser), bootstrap ?? 'throw new Error("no bootstrap")')(
      ...Object.values(browser),
    );
    expect(events).toEqual(['frame (0 added)', 'after the paint (0 added)']);
    expect(added).toEqual([
      { parent: 'head', tag: 'link', rel: 'modulepreload', href: '/assets/entry.client-a.js' },
      { parent: 'head', tag: 'link', rel: 'modulepreload', href: '/assets/framework-b.js' },
      {
        parent: 'head',
        tag: 'link',
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: '/assets/messages/v1/en.json',
      },
      { parent: 'body', tag: 'script', type: 'module', nonce: 'n', text: MODULE_TEXT },
    ]);
  });
});
