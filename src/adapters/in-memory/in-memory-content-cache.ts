import { deepFreeze } from '#application/caching/frozen-json.ts';
import type { ContentCache } from '#application/ports/content-cache.ts';
import { BoundedMap, stringBytes } from './bounded-map.ts';

/**
 * The embedded default: one process, so a bounded map with generations and a TTL is enough. A value is
 * kept as it reads back from JSON, as in Redis, parsed once and frozen: every reader shares it and none
 * can change it (`frozen-json.ts`). Its size is that of its JSON text (lists of long posts are large, and
 * the keys are the clients' queries).
 */
export class InMemoryContentCache implements ContentCache {
  readonly #ttlMs: number;
  readonly #now: () => number;
  readonly #entries: BoundedMap<string, { value: unknown; bytes: number; expires: number }>;
  readonly #generations = new Map<string, number>();
  #version = 0;

  constructor(deps: { ttlMs: number; now?: () => number; maxEntries?: number; maxBytes?: number }) {
    this.#ttlMs = deps.ttlMs;
    this.#entries = new BoundedMap(deps.maxEntries ?? 5000, {
      maxBytes: deps.maxBytes ?? 32 * 2 ** 20,
      sizeOf: (entry) => entry.bytes,
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
    if (hit && hit.expires > this.#now()) return hit.value as T;
    const json = JSON.stringify(await load());
    const value = deepFreeze(JSON.parse(json) as T);
    this.#entries.set(cacheKey, { value, bytes: stringBytes(json), expires: this.#now() + this.#ttlMs });
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
