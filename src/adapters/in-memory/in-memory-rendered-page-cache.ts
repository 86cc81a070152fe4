import type { RenderedPage, RenderedPageCache } from '#application/ports/rendered-page-cache.ts';
import { BoundedMap } from './bounded-map.ts';

/** The embedded default: a bounded map with a TTL; pages of older content versions age out of it. */
export class InMemoryRenderedPageCache implements RenderedPageCache {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #pages: BoundedMap<string, { page: RenderedPage; expires: number }>;

  constructor(deps: { ttlMs: number; now?: () => number; maxEntries?: number; maxBytes?: number }) {
    this.#ttlMs = deps.ttlMs;
    this.#now = deps.now ?? Date.now;
    this.#pages = new BoundedMap(deps.maxEntries ?? 2000, {
      maxBytes: deps.maxBytes ?? 64 * 2 ** 20,
      sizeOf: ({ page }) => page.html.length + page.gzip.length + page.brotli.length,
    });
  }

  async get(key: string): Promise<RenderedPage | undefined> {
    const entry = this.#pages.get(key);
    if (!entry) return undefined;
    if (entry.expires > this.#now()) return entry.page;
    this.#pages.delete(key);
    return undefined;
  }

  async set(key: string, page: RenderedPage): Promise<void> {
    if (this.#ttlMs > 0) this.#pages.set(key, { page, expires: this.#now() + this.#ttlMs });
  }
}
