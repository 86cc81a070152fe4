import type { SearchCache } from '#application/ports/search-cache.ts';
import { BoundedMap, stringBytes } from './bounded-map.ts';

/**
 * The search cache of a single process (no REDIS_URL): at most `maxEntries` answers and `maxBytes` of
 * them (the keys are the clients' searches), least recently used evicted first, each until it expires.
 */
export class InMemorySearchCache implements SearchCache {
  private readonly entries: BoundedMap<string, { value: string; expiresAt: number }>;
  private readonly now: () => number;

  constructor(deps: { maxEntries?: number; maxBytes?: number; now?: () => number } = {}) {
    this.entries = new BoundedMap(deps.maxEntries ?? 1000, {
      maxBytes: deps.maxBytes ?? 32 * 2 ** 20,
      sizeOf: (entry) => stringBytes(entry.value),
    });
    this.now = deps.now ?? Date.now;
  }

  async get(key: string): Promise<string | undefined> {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.value;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
  }
}
