import { createHash } from 'node:crypto';
import { keptAnswers } from './kept-answers.ts';

/**
 * Every rewrite of the HTML React Router renders, in one place, because each depends on the shape of its
 * output rather than on an API: the `<link rel="modulepreload">`s in the head, `<Scripts>`' one inline
 * module script (`type="module" async=""`, its nonce first), and React's inline scripts carrying the
 * request's nonce. An upgrade of React Router or React follows `docs/react-router-upgrade.md`; the browser
 * test `page-html.spec.ts` reads real built pages and fails when that shape changes.
 */

const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
const MODULE_PRELOAD_MARK = '<link rel="modulepreload"';
/** React Router's `<Scripts>`: one inline module that imports the page's route modules, then the entry. */
const MODULE_SCRIPT = /^<script( nonce="[^"]*")? type="module" async="">([\s\S]*)<\/script>$/;
const MODULE_SCRIPT_MARK = ' type="module" async="">';
/** The route manifest in the module script: JSON written with two spaces of indentation per level. */
const MANIFEST = /(window\.__reactRouterManifest = )(\{[\s\S]*?\n\});/;
/** The build's chunk of libraries (vite.config.ts): none of our code, so it may run before the rest. */
export const LIBRARIES_CHUNK = 'framework';
/** A type no browser runs: the module script waits under it until the page has painted. */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint';

/**
 * Runs in the browser, inline, right after the held module script (serialised with `toString`, so it
 * uses nothing from outside itself): once the page has painted, preloads the page's modules and its
 * messages side by side, runs the libraries' chunk in a task of its own and then starts the module
 * script, with this script's nonce. Evaluated with the rest, the libraries made one long task (60–70 ms
 * at Lighthouse's 4× slower CPU); alone, Lighthouse's mean total blocking time fell by a quarter to a
 * third (16 runs each of a destination and the results page). The module script's text is the one in
 * the page, so a kept page's CSP, which lists the hashes of the page's scripts, allows it too.
 */
function afterFirstPaint(modules: string[], alone: string[]) {
  const bootstrap = document.currentScript as HTMLScriptElement;
  const held = bootstrap.previousElementSibling as HTMLScriptElement;
  const add = (parent: HTMLElement, tag: string, properties: object) =>
    parent.append(Object.assign(document.createElement(tag), properties));
  const nextTask = () => new Promise((resolve) => setTimeout(resolve));
  // A frame's callbacks run just before it is painted; a task queued from there runs after the paint.
  requestAnimationFrame(async () => {
    await nextTask();
    for (const href of modules) add(document.head, 'link', { rel: 'modulepreload', href });
    const catalog = document.querySelector<HTMLMetaElement>('meta[name="message-catalog"]');
    if (catalog)
      add(document.head, 'link', {
        rel: 'preload',
        as: 'fetch',
        crossOrigin: 'anonymous',
        href: catalog.content,
      });
    for (const src of alone) {
      await new Promise((ran) =>
        add(document.head, 'script', { type: 'module', src, onload: ran, onerror: ran }),
      );
      await nextTask();
    }
    add(document.body, 'script', { type: 'module', nonce: bootstrap.nonce, text: held.text });
  });
}

/** Its source, written into every page. */
const AFTER_FIRST_PAINT = String(afterFirstPaint);

/**
 * A page here paints and works without its scripts (links and forms are plain HTML; decision 0040), so
 * they are fetched once it has painted: React Router's module preloads are taken out and made then, and
 * its module script is held under a type no browser runs and started then. On a slow link what is seen
 * first (the page, its pictures) has the bandwidth to itself, and ~120 KB of scripts being compiled
 * cannot hold the paint back.
 *
 * The page stays bytes: only the head's preloads and the module script are read as text. Decoding the
 * whole page and encoding it again for the response was a twentieth of a fresh page's CPU; the rest of
 * the head around the preloads (its inline stylesheets, some 30 KB) is copied as bytes too (decision 0092).
 */
export function withScriptsAfterFirstPaint(page: Buffer): Buffer<ArrayBuffer> {
  // The preloads are in the head, the module script in the body: each is looked for only there.
  const headEnd = Math.max(0, page.indexOf('</head>'));
  const firstPreload = page.indexOf(MODULE_PRELOAD_MARK);
  const preloadsAt = firstPreload < 0 || firstPreload > headEnd ? headEnd : firstPreload;
  const lastPreload = page.lastIndexOf(MODULE_PRELOAD_MARK, headEnd);
  const preloadsEnd = lastPreload < preloadsAt ? preloadsAt : page.indexOf('>', lastPreload) + 1;
  const preloads = page.subarray(preloadsAt, preloadsEnd).toString();
  const modules = [...preloads.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  const alone = modules.filter((href) => href.startsWith(`/assets/${LIBRARIES_CHUNK}-`));
  const parts: Uint8Array[] = [
    page.subarray(0, preloadsAt),
    Buffer.from(preloads.replace(MODULE_PRELOAD, '')),
    page.subarray(preloadsEnd, headEnd),
  ];
  const moduleAt = page.indexOf(MODULE_SCRIPT_MARK, headEnd);
  const scriptStart = moduleAt < 0 ? -1 : page.lastIndexOf('<script', moduleAt);
  const scriptEnd = scriptStart < 0 ? -1 : page.indexOf('</script>', moduleAt);
  if (scriptEnd < 0) return Buffer.concat([...parts, page.subarray(headEnd)]);
  const end = scriptEnd + '</script>'.length;
  const script = page
    .subarray(scriptStart, end)
    .toString()
    .replace(
      MODULE_SCRIPT,
      (_script, nonce = '', body: string) =>
        `<script type="${HELD_SCRIPT_TYPE}">${compactManifest(body)}</script>` +
        `<script${nonce}>(${AFTER_FIRST_PAINT})(${JSON.stringify(modules)}, ${JSON.stringify(alone)})</script>`,
    );
  parts.push(page.subarray(headEnd, scriptStart), Buffer.from(script), page.subarray(end));
  return Buffer.concat(parts);
}

/**
 * The route manifest without its indentation and line breaks: React Router writes it pretty-printed, a
 * third of its bytes (1.5–2.5 KB of every page's HTML; issue #32). A page's manifest is that of its
 * routes, the same for every page of a kind: compacted once per text (a few per route of the site).
 */
const compactJson = keptAnswers(1_000, (json: string) => JSON.stringify(JSON.parse(json)));
function compactManifest(moduleText: string): string {
  return moduleText.replace(
    MANIFEST,
    (_manifest, assignment: string, json: string) => `${assignment}${compactJson(json)};`,
  );
}

// React writes inline scripts with their text as is; JSON-LD is data, which CSP does not govern.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/**
 * One visitor's page made fit for everyone (the render cache): their nonce is taken out (it must not reach
 * anybody else), and the inline scripts are to be allowed by their hashes instead.
 */
export function shareablePage(html: string, nonce: string): { html: string; scriptHashes: string[] } {
  const withoutNonce = html.replaceAll(` nonce="${nonce}"`, '');
  const scriptHashes = [...withoutNonce.matchAll(INLINE_SCRIPT)]
    .filter(([, attributes = '']) => !/\bsrc=|type="application\/ld\+json"/.test(attributes))
    .map(([, , text = '']) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  return { html: withoutNonce, scriptHashes: [...new Set(scriptHashes)] };
}
