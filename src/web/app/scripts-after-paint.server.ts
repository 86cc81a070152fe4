const MODULE_PRELOAD = /<link rel="modulepreload"[^>]*? href="([^"]+)"[^>]*>/g;
/** React Router's `<Scripts>`: one inline module that imports the page's route modules, then the entry. */
const MODULE_SCRIPT = /<script( nonce="[^"]*")? type="module" async="">([\s\S]*?)<\/script>/;
/** A type no browser runs: the module script waits under it until the page has painted. */
export const HELD_SCRIPT_TYPE = 'text/x-after-paint';

/**
 * Runs in the browser, inline, right after the held module script (serialised with `toString`, so it
 * uses nothing from outside itself): once the page has painted, preloads the page's modules and its
 * messages side by side and starts the module script, with this script's nonce. Its text is the one in
 * the page, so a kept page's CSP, which lists the hashes of the page's scripts, allows it too.
 */
function afterFirstPaint(modules: string[]) {
  const bootstrap = document.currentScript as HTMLScriptElement;
  const held = bootstrap.previousElementSibling as HTMLScriptElement;
  const add = (parent: HTMLElement, tag: string, properties: object) =>
    parent.append(Object.assign(document.createElement(tag), properties));
  // A frame's callbacks run just before it is painted; a task queued from there runs after the paint.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const href of modules) add(document.head, 'link', { rel: 'modulepreload', href });
      const catalog = document.querySelector<HTMLMetaElement>('meta[name="message-catalog"]');
      if (catalog)
        add(document.head, 'link', {
          rel: 'preload',
          as: 'fetch',
          crossOrigin: 'anonymous',
          href: catalog.content,
        });
      add(document.body, 'script', { type: 'module', nonce: bootstrap.nonce, text: held.text });
    }),
  );
}

/**
 * A page here paints and works without its scripts (links and forms are plain HTML; decision 0040), so
 * they are fetched once it has painted: React Router's module preloads are taken out and made then, and
 * its module script is held under a type no browser runs and started then. On a slow link what is seen
 * first (the page, its pictures) has the bandwidth to itself, and ~120 KB of scripts being compiled
 * cannot hold the paint back.
 */
export function withScriptsAfterFirstPaint(html: string): string {
  // The preloads are in the head, the module script in the body: each is looked for only there.
  const headEnd = Math.max(0, html.indexOf('</head>'));
  const head = html.slice(0, headEnd);
  const modules = [...head.matchAll(MODULE_PRELOAD)].map(([, href]) => href);
  return (
    head.replace(MODULE_PRELOAD, '') +
    html
      .slice(headEnd)
      .replace(
        MODULE_SCRIPT,
        (_script, nonce = '', body: string) =>
          `<script type="${HELD_SCRIPT_TYPE}">${body}</script>` +
          `<script${nonce}>(${afterFirstPaint})(${JSON.stringify(modules)})</script>`,
      )
  );
}
