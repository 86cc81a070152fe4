import { ParsedOnce } from '../caching/frozen-json.ts';
import type { Logger } from '../ports/logger.ts';
import type { SearchCache } from '../ports/search-cache.ts';

/**
 * Complete answers of every upstream, kept briefly by query (FERRY_SEARCH_CACHE_TTL_SECONDS). A cache that
 * fails is skipped: the upstreams are asked instead, never a failed request. An answer read is frozen and
 * shared by its readers, parsed once per text (`frozen-json.ts`).
 */
export class UpstreamAnswerCache {
  private readonly deps: { cache: SearchCache; ttlMs: number; logger: Logger };
  private readonly parsed = new ParsedOnce({ maxEntries: 100, maxChars: 4 * 2 ** 20 });

  constructor(deps: { cache: SearchCache; ttlMs: number; logger: Logger }) {
    this.deps = deps;
  }

  async read<T>(key: string): Promise<T | undefined> {
    try {
      const text = await this.deps.cache.get(key);
      return text === undefined ? undefined : this.parsed.parse<T>(key, text);
    } catch (error) {
      this.deps.logger.warn({ err: error, key }, 'upstream answer cache read failed; asking upstream');
      return undefined;
    }
  }

  async write(key: string, answer: unknown): Promise<void> {
    try {
      await this.deps.cache.set(key, JSON.stringify(answer), this.deps.ttlMs);
    } catch (error) {
      this.deps.logger.warn({ err: error, key }, 'upstream answer cache write failed');
    }
  }
}
