import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, inject } from 'vitest';
import { RedisContentCache } from '#adapters/redis/redis-content-cache.ts';
import { RedisIdempotencyStore } from '#adapters/redis/redis-idempotency-store.ts';
import { RedisRenderedPageCache } from '#adapters/redis/redis-rendered-page-cache.ts';
import { RedisSearchCache } from '#adapters/redis/redis-search-cache.ts';
import { shortLivedStoresContract } from './short-lived-stores.contract.ts';

const redis = new Redis(inject('redisUrl'));
const run = `kyma:contract:${randomBytes(4).toString('hex')}`;
let stores = 0;
/** A key prefix of its own per store, so stores of this run never see each other's keys or another run's. */
const prefix = () => `${run}:${++stores}:`;

afterAll(async () => {
  const keys = await redis.keys(`${run}:*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

shortLivedStoresContract('Redis', {
  searchCache: () => new RedisSearchCache({ redis, prefix: prefix() }),
  idempotencyStore: () => new RedisIdempotencyStore({ redis, prefix: prefix() }),
  contentCache: (ttlMs) => new RedisContentCache({ redis, ttlMs, prefix: prefix() }),
  renderedPageCache: (ttlMs) => new RedisRenderedPageCache({ redis, ttlMs, prefix: prefix() }),
});
