const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
/** React Router's `<Scripts>`: one inline module that imports the page's route modules, then the entry. */
const MODULE_SCRIPT = /^<script( nonce="[^"]*")? type="module" async="">([\s\S]*)<\/script>$/;
const MODULE_SCRIPT_MARK = ' type="module" async="">';
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

/**
 * A page here paints and works without its scripts (links and forms are plain HTML; decision 0040), so
 * they are fetched once it has painted: React Router's module preloads are taken out and made then, and
 * its module script is held under a type no browser runs and started then. On a slow link what is seen
 * first (the page, its pictures) has the bandwidth to itself, and ~120 KB of scripts being compiled
 * cannot hold the paint back.
 *
 * The page stays bytes: only the head and the module script are read as text. Decoding the whole page
 * and encoding it again for the response was a twentieth of a fresh page's CPU.
 */
export function withScriptsAfterFirstPaint(page: Buffer): Buffer<ArrayBuffer> {
  // The preloads are in the head, the module script in the body: each is looked for only there.
  const headEnd = Math.max(0, page.indexOf('</head>'));
  const head = page.subarray(0, headEnd).toString();
  const modules = [...head.matchAll(MODULE_PRELOAD)].map(([, href = '']) => href);
  const alone = modules.filter((href) => href.startsWith(`/assets/${LIBRARIES_CHUNK}-`));
  const parts: Uint8Array[] = [Buffer.from(head.replace(MODULE_PRELOAD, ''))];
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
        `<script type="${HELD_SCRIPT_TYPE}">${body}</script>` +
        `<script${nonce}>(${afterFirstPaint})(${JSON.stringify(modules)}, ${JSON.stringify(alone)})</script>`,
    );
  parts.push(page.subarray(headEnd, scriptStart), Buffer.from(script), page.subarray(end));
  return Buffer.concat(parts);
}
