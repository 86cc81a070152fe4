import type { Redis } from 'ioredis';
import { ParsedOnce } from '#application/caching/frozen-json.ts';
import type { ContentCache } from '#application/ports/content-cache.ts';

/**
 * Shared by every web process. A write bumps a generation counter that is part of every key, so old
 * entries are never read again and expire on their own. Readers share one frozen value per text read
 * (`frozen-json.ts`), as with the embedded cache.
 */
export class RedisContentCache implements ContentCache {
  readonly #redis: Redis;
  readonly #ttlMs: number;
  readonly #prefix: string;
  readonly #parsed = new ParsedOnce({ maxEntries: 500, maxChars: 4 * 2 ** 20 });

  /** `prefix` keeps environments (or test runs) sharing one Redis apart. */
  constructor(deps: { redis: Redis; ttlMs: number; prefix?: string }) {
    this.#redis = deps.redis;
    this.#ttlMs = deps.ttlMs;
    this.#prefix = deps.prefix ?? 'kyma:content:';
  }

  async read<T>(entity: string, key: string, load: () => Promise<T>): Promise<T> {
    if (this.#ttlMs <= 0) return load();
    const [all, own] = await this.#redis.mget(`${this.#prefix}gen:all`, `${this.#prefix}gen:${entity}`);
    const cacheKey = `${this.#prefix}${all ?? 0}:${entity}:${own ?? 0}:${key}`;
    const hit = await this.#redis.get(cacheKey);
    if (hit !== null) return this.#parsed.parse<T>(cacheKey, hit);
    const json = JSON.stringify(await load());
    await this.#redis.set(cacheKey, json, 'PX', this.#ttlMs);
    return this.#parsed.parse<T>(cacheKey, json);
  }

  async invalidate(entity: string): Promise<void> {
    await this.#redis.multi().incr(`${this.#prefix}gen:${entity}`).incr(`${this.#prefix}version`).exec();
  }

  async version(): Promise<string> {
    return (await this.#redis.get(`${this.#prefix}version`)) ?? '0';
  }
}
