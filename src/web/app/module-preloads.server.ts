const MODULE_PRELOAD = '<link rel="modulepreload"';

/**
 * React Router preloads the page's scripts at high priority, the priority of scripts that hold back the
 * first paint. A page here paints and works without them (links and forms are plain HTML), so they are
 * fetched at low priority: the bytes of what is seen first (the page, its pictures) go first on a slow
 * link, and hydration follows (decision 0039).
 */
export function withLowPriorityModulePreloads(html: string): string {
  return html.replaceAll(MODULE_PRELOAD, `${MODULE_PRELOAD} fetchpriority="low"`);
}
