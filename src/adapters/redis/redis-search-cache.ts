import type { Redis } from 'ioredis';
import type { SearchCache } from '#application/ports/search-cache.ts';

/** The search cache shared by every web process: Redis strings with a millisecond TTL. */
export class RedisSearchCache implements SearchCache {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(deps: { redis: Redis; prefix?: string }) {
    this.redis = deps.redis;
    this.prefix = deps.prefix ?? 'kyma:';
  }

  async get(key: string): Promise<string | undefined> {
    return (await this.redis.get(this.prefix + key)) ?? undefined;
  }

  async set(key: string, value: string, ttlMs: number): Promise<void> {
    if (ttlMs <= 0) return;
    await this.redis.set(this.prefix + key, value, 'PX', ttlMs);
  }
}
