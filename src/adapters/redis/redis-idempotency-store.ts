import type { Redis } from 'ioredis';
import type {
  IdempotencyClaim,
  IdempotencyStore,
  StoredResponse,
} from '#application/ports/idempotency-store.ts';

interface Entry {
  fingerprint: string;
  response?: StoredResponse;
}

/** Extends the key's expiry only while it still holds this very claim in progress. */
const RENEW_IN_PROGRESS = `if redis.call('GET', KEYS[1]) == ARGV[1] then
  return redis.call('PEXPIRE', KEYS[1], ARGV[2])
end
return 0`;

/** Idempotency keys shared by every web process: `SET NX` claims a key atomically, for a lease. */
export class RedisIdempotencyStore implements IdempotencyStore {
  private readonly redis: Redis;
  private readonly prefix: string;

  constructor(deps: { redis: Redis; prefix?: string }) {
    this.redis = deps.redis;
    this.prefix = deps.prefix ?? 'kyma:idempotency:';
  }

  async claim(key: string, fingerprint: string, leaseMs: number): Promise<IdempotencyClaim> {
    const claimed = await this.redis.set(
      this.prefix + key,
      JSON.stringify({ fingerprint } satisfies Entry),
      'PX',
      leaseMs,
      'NX',
    );
    if (claimed === 'OK') return { state: 'claimed' };
    const text = await this.redis.get(this.prefix + key);
    if (text === null) return this.claim(key, fingerprint, leaseMs);
    const entry = JSON.parse(text) as Entry;
    return entry.response
      ? { state: 'done', fingerprint: entry.fingerprint, response: entry.response }
      : { state: 'inProgress', fingerprint: entry.fingerprint };
  }

  async renew(key: string, fingerprint: string, leaseMs: number): Promise<void> {
    await this.redis.eval(
      RENEW_IN_PROGRESS,
      1,
      this.prefix + key,
      JSON.stringify({ fingerprint } satisfies Entry),
      leaseMs,
    );
  }

  async complete(key: string, fingerprint: string, response: StoredResponse, ttlMs: number): Promise<void> {
    await this.redis.set(
      this.prefix + key,
      JSON.stringify({ fingerprint, response } satisfies Entry),
      'PX',
      ttlMs,
    );
  }

  async release(key: string): Promise<void> {
    await this.redis.del(this.prefix + key);
  }
}
