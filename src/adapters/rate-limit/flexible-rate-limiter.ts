import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import type { RateLimit, RateLimiter } from '#application/ports/rate-limiter.ts';

/** rate-limiter-flexible on Redis (counts shared by every process) or in memory (the embedded default). */
export class FlexibleRateLimiter implements RateLimiter {
  readonly #redis: Redis | undefined;
  readonly #limiters = new Map<string, RateLimiterAbstract>();

  constructor(deps: { redis?: Redis | undefined }) {
    this.#redis = deps.redis;
  }

  #limiter(limit: RateLimit): RateLimiterAbstract {
    let limiter = this.#limiters.get(limit.name);
    if (!limiter) {
      const options = {
        keyPrefix: `kyma:rl:${limit.name}`,
        points: limit.points,
        duration: limit.durationSeconds,
      };
      limiter = this.#redis
        ? new RateLimiterRedis({ ...options, storeClient: this.#redis, useRedisPackage: false })
        : new RateLimiterMemory(options);
      this.#limiters.set(limit.name, limiter);
    }
    return limiter;
  }

  async consume(limit: RateLimit, key: string) {
    try {
      await this.#limiter(limit).consume(key);
      return { allowed: true } as const;
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        return {
          allowed: false,
          retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)),
        } as const;
      }
      throw outcome;
    }
  }

  async check(limit: RateLimit, key: string) {
    const counted = await this.#limiter(limit).get(key);
    if (!counted || counted.consumedPoints < limit.points) return { allowed: true } as const;
    return {
      allowed: false,
      retryAfterSeconds: Math.max(1, Math.ceil(counted.msBeforeNext / 1000)),
    } as const;
  }

  async reset(limit: RateLimit, key: string) {
    await this.#limiter(limit).delete(key);
  }
}
