import type { ContentCache } from '#application/ports/content-cache.ts';
import { BoundedMap } from './bounded-map.ts';

/** The embedded default: one process, so a bounded map with generations and a TTL is enough. */
export class InMemoryContentCache implements ContentCache {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries: BoundedMap<string, { value: unknown; expires: number }>;
  readonly #generations = new Map<string, number>();

  constructor(deps: { ttlMs: number; now?: () => number; maxEntries?: number }) {
    this.#ttlMs = deps.ttlMs;
    this.#entries = new BoundedMap(deps.maxEntries ?? 5000);
    this.#now = deps.now ?? Date.now;
  }

  #key(entity: string, key: string) {
    return `${this.#generations.get('all') ?? 0}:${entity}:${this.#generations.get(entity) ?? 0}:${key}`;
  }

  async read<T>(entity: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const cacheKey = this.#key(entity, key);
    const hit = this.#entries.get(cacheKey);
    if (hit && hit.expires > this.#now()) return hit.value as T;
    const value = await load();
    this.#entries.set(cacheKey, { value, expires: this.#now() + this.#ttlMs });
    return value;
  }

  async invalidate(entity: string): Promise<void> {
    this.#generations.set(entity, (this.#generations.get(entity) ?? 0) + 1);
    for (const key of [...this.#entries.keys()]) {
      if (entity === 'all' || key.includes(`:${entity}:`)) this.#entries.delete(key);
    }
  }
}
