import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { RedisIdempotencyStore } from '#adapters/redis/redis-idempotency-store.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const PREFIX = `kyma:test:idempotency:${process.pid}:`;
let redis: Redis;
let store: RedisIdempotencyStore;

beforeAll(() => {
  redis = new Redis(inject('redisUrl'));
  store = new RedisIdempotencyStore({ redis, prefix: PREFIX });
});
afterAll(async () => {
  const keys = await redis.keys(`${PREFIX}*`);
  if (keys.length > 0) await redis.del(...keys);
  redis.disconnect();
});

describe('Redis idempotency keys', () => {
  it('keeps a claim in progress only for its lease, and the finished answer for the long TTL', async () => {
    await store.claim('lease', 'f', 30_000);
    const leased = await redis.pttl(`${PREFIX}lease`);
    expect(leased).toBeGreaterThan(0);
    expect(leased).toBeLessThanOrEqual(30_000);
    await store.complete('lease', 'f', { status: 200, body: {} }, DAY_MS);
    expect(await redis.pttl(`${PREFIX}lease`)).toBeGreaterThan(30_000);
  });

  it('renews a claim in progress, and leaves a finished answer alone', async () => {
    await store.claim('renew', 'f', 1000);
    await store.renew('renew', 'f', 60_000);
    expect(await redis.pttl(`${PREFIX}renew`)).toBeGreaterThan(1000);
    await store.renew('renew', 'other-body', 1);
    expect(await redis.pttl(`${PREFIX}renew`)).toBeGreaterThan(1000);
    await store.complete('renew', 'f', { status: 200, body: {} }, DAY_MS);
    await store.renew('renew', 'f', 1);
    expect(await redis.pttl(`${PREFIX}renew`)).toBeGreaterThan(60_000);
  });

  it('frees a key claimed by a process that died mid-request once the lease lapses', async () => {
    await store.claim('dead', 'f', 50);
    expect(await store.claim('dead', 'f', 30_000)).toEqual({ state: 'inProgress', fingerprint: 'f' });
    while ((await redis.exists(`${PREFIX}dead`)) === 1) await new Promise((done) => setTimeout(done, 20));
    expect(await store.claim('dead', 'f', 30_000)).toEqual({ state: 'claimed' });
  });
});
