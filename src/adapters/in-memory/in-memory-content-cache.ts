import type { ContentCache } from '#application/ports/content-cache.ts';
import { BoundedMap, stringBytes } from './bounded-map.ts';

/**
 * The embedded default: one process, so a bounded map with generations and a TTL is enough. Reads are
 * kept as JSON, as in Redis: their size is known (lists of long posts are large, and the keys are the
 * clients' queries), and no caller can change a cached value by changing what it got.
 */
export class InMemoryContentCache implements ContentCache {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries: BoundedMap<string, { json: string; expires: number }>;
  readonly #generations = new Map<string, number>();
  #version = 0;

  constructor(deps: { ttlMs: number; now?: () => number; maxEntries?: number; maxBytes?: number }) {
    this.#ttlMs = deps.ttlMs;
    this.#entries = new BoundedMap(deps.maxEntries ?? 5000, {
      maxBytes: deps.maxBytes ?? 32 * 2 ** 20,
      sizeOf: (entry) => stringBytes(entry.json),
    });
    this.#now = deps.now ?? Date.now;
  }

  #key(entity: string, key: string) {
    return `${this.#generations.get('all') ?? 0}:${entity}:${this.#generations.get(entity) ?? 0}:${key}`;
  }

  async read<T>(entity: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const cacheKey = this.#key(entity, key);
    const hit = this.#entries.get(cacheKey);
    if (hit && hit.expires > this.#now()) return JSON.parse(hit.json) as T;
    const value = await load();
    this.#entries.set(cacheKey, { json: JSON.stringify(value), expires: this.#now() + this.#ttlMs });
    return value;
  }

  async invalidate(entity: string): Promise<void> {
    this.#version += 1;
    this.#generations.set(entity, (this.#generations.get(entity) ?? 0) + 1);
    for (const key of [...this.#entries.keys()]) {
      if (entity === 'all' || key.includes(`:${entity}:`)) this.#entries.delete(key);
    }
  }

  async version(): Promise<string> {
    return String(this.#version);
  }
}
