import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  HELD_SCRIPT_TYPE,
  shareablePage,
  withScriptsAfterFirstPaint,
} from '#web/app/react-router-html.server.ts';

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
  const transformed = withScriptsAfterFirstPaint(Buffer.from(page)).toString();
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

  it('copies the head around the preloads byte for byte, stylesheets in any script included', () => {
    const styles = '<style>.a::before{content:"→ ΚΥΜΑ"}</style>';
    const image = '<link rel="preload" as="image" href="/λογότυπο.svg"/>';
    const styled = page
      .replace('<head>', `<head>${styles}`)
      .replace('/><link', `/>${image}<link`)
      .replace('</head>', `${styles}</head>`);
    expect(withScriptsAfterFirstPaint(Buffer.from(styled)).toString()).toBe(
      transformed.replace('<head>', `<head>${styles}${image}`).replace('</head>', `${styles}</head>`),
    );
  });

  it('leaves a page without module preloads or module script as it was', () => {
    const plain = '<head><style>p{}</style></head><body><p>ΚΥΜΑ</p></body>';
    expect(withScriptsAfterFirstPaint(Buffer.from(plain)).toString()).toBe(plain);
  });

  it('once the page has painted, preloads its modules and messages, runs the libraries alone, then the module script', async () => {
    const events: string[] = [];
    const added: Array<Record<string, unknown>> = [];
    const element = (parent: string) => ({
      append: ({ onload, onerror, ...child }: { tag: string } & Record<string, unknown>) => {
        events.push(`add ${child.tag}${child.src ? ` ${child.src}` : ''}`);
        added.push({ ...child, parent });
        // A module script with a source reports when it has run.
        if (typeof onload === 'function' && typeof onerror === 'function') onload();
      },
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
        events.push('frame');
        callback();
      },
      setTimeout: (callback: () => void) => {
        events.push('next task');
        callback();
      },
    };
    new Function(...Object.keys(browser), bootstrap ?? 'throw new Error("no bootstrap")')(
      ...Object.values(browser),
    );
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([
      'frame',
      'next task',
      'add link',
      'add link',
      'add link',
      'add script /assets/framework-b.js',
      'next task',
      'add script',
    ]);
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
      { parent: 'head', tag: 'script', type: 'module', src: '/assets/framework-b.js' },
      { parent: 'body', tag: 'script', type: 'module', nonce: 'n', text: MODULE_TEXT },
    ]);
  });
});

describe("the route manifest in React Router's module script", () => {
  const manifest = {
    entry: { module: '/assets/entry.client-a.js', imports: ['/assets/framework-b.js'], css: [] },
    routes: { root: { id: 'root', path: '', hasLoader: true, module: '/assets/root-c.js', css: [] } },
    url: '/assets/manifest-d.js',
  };
  // As React Router writes it: `JSON.stringify(manifest, null, 2)` between the imports and the route modules.
  const moduleText = MODULE_TEXT.replace(
    '  window.__reactRouterRouteModules',
    `  window.__reactRouterManifest = ${JSON.stringify(manifest, null, 2)};\n  window.__reactRouterRouteModules`,
  );
  const transformed = withScriptsAfterFirstPaint(
    Buffer.from(page.replace(MODULE_TEXT, moduleText)),
  ).toString();

  it('is held on one line without indentation, the same manifest, the rest of the script unchanged', () => {
    const held = new RegExp(`<script type="${HELD_SCRIPT_TYPE}">([\\s\\S]*?)</script>`).exec(
      transformed,
    )?.[1];
    expect(held).toBe(
      MODULE_TEXT.replace(
        '  window.__reactRouterRouteModules',
        `  window.__reactRouterManifest = ${JSON.stringify(manifest)};\n  window.__reactRouterRouteModules`,
      ),
    );
  });
});

describe('a page shared through the render cache', () => {
  const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  const rendered = [
    '<head><script nonce="abc">a()</script><script type="application/ld+json" nonce="abc">{}</script></head>',
    '<body><script nonce="abc" src="/assets/x.js"></script><script nonce="abc">a()</script>',
    '<script nonce="abc">b()</script><p> nonce="abc"</p></body>',
  ].join('');

  it("loses the visitor's nonce and allows each inline script once by its hash, not data nor files", () => {
    const { html, scriptHashes } = shareablePage(rendered, 'abc');
    expect(html).not.toContain('nonce="abc"');
    expect(html).toContain('<script>a()</script>');
    expect(scriptHashes).toEqual([sha('a()'), sha('b()')]);
  });
});
