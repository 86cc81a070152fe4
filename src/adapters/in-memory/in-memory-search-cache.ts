import type { SearchCache } from '#application/ports/search-cache.ts';

/** The search cache of a single process (no REDIS_URL): a bounded map with expiry, oldest entries evicted first. */
export class InMemorySearchCache implements SearchCache {
  private readonly entries = new Map<string, { value: string; expiresAt: number }>();
  private readonly maxEntries: number;
  private readonly now: () => number;

  constructor(deps: { maxEntries?: number; now?: () => number } = {}) {
    this.maxEntries = deps.maxEntries ?? 1000;
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
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + ttlMs });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }
}
