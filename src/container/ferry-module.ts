import { ContainerModule } from 'inversify';
import { HttpFerryInventory } from '#adapters/ferry-upstream/http/http-ferry-inventory.ts';
import {
  createSimulatedNetwork,
  parseBehaviours,
} from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import { InMemoryIdempotencyStore } from '#adapters/in-memory/in-memory-idempotency-store.ts';
import { InMemorySearchCache } from '#adapters/in-memory/in-memory-search-cache.ts';
import { PostgresResellerRepository } from '#adapters/postgres/postgres-reseller-repository.ts';
import { RedisIdempotencyStore } from '#adapters/redis/redis-idempotency-store.ts';
import { RedisSearchCache } from '#adapters/redis/redis-search-cache.ts';
import { Authenticate } from '#application/auth/authenticate.ts';
import { AuthorizeAgent } from '#application/ferry/authorize-agent.ts';
import { createFerryServices } from '#application/ferry/create-ferry-services.ts';
import { LimitBookingLookups } from '#application/ferry/limit-booking-lookups.ts';
import type { Config } from '#config';
import { onDatabase } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** The ferry upstreams (simulated per FERRY_UPSTREAMS, HTTP per FERRY_HTTP_UPSTREAMS) and their use cases. */
export const ferryModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    bind(PORTS.ferryUpstreams).toDynamicValue((c) => {
      const faults = parseBehaviours(config.ferryUpstreamFaults);
      const simulated = createSimulatedNetwork({
        knex: c.get(PARTS.database),
        clock: c.get(PORTS.clock),
        holdMinutes: config.ferryHoldMinutes,
        systems: config.ferryUpstreams,
        behaviour: { latencyMs: config.ferryUpstreamLatencyMs, ...faults['*'] },
        behaviours: faults,
      });
      const overHttp = config.ferryHttpUpstreams.map(
        (upstream) =>
          new HttpFerryInventory({
            name: upstream.name,
            baseUrl: upstream.baseUrl,
            token: upstream.token,
            attemptTimeoutMs: config.ferryHttpAttemptTimeoutMs,
            retries: config.ferryHttpRetries,
            backoffMs: 100,
            breakerThreshold: config.ferryHttpBreakerThreshold,
            breakerCoolDownMs: config.ferryHttpBreakerCoolDownMs,
          }),
      );
      return [...simulated.upstreams, ...overHttp];
    });
    bind(PORTS.searchCache).toDynamicValue((c) =>
      config.redisUrl ? new RedisSearchCache({ redis: c.get(PARTS.redis) }) : new InMemorySearchCache(),
    );
    bind(PORTS.idempotency).toDynamicValue((c) =>
      config.redisUrl
        ? new RedisIdempotencyStore({ redis: c.get(PARTS.redis) })
        : new InMemoryIdempotencyStore(),
    );
    bind(PORTS.resellers).toDynamicValue(onDatabase(PostgresResellerRepository));

    bind(PARTS.ferry).toDynamicValue((c) =>
      createFerryServices({
        upstreams: c.get(PORTS.ferryUpstreams),
        upstreamTimeoutMs: config.ferryUpstreamTimeoutMs,
        searchCache: c.get(PORTS.searchCache),
        searchCacheTtlMs: config.ferrySearchCacheTtlMs,
        idempotency: c.get(PORTS.idempotency),
        idempotencyTtlMs: 24 * 60 * 60 * 1000,
        logger: c.get(PARTS.logger),
        resellers: c.get(PORTS.resellers),
      }),
    );
    bind(LimitBookingLookups).toDynamicValue(
      (c) => new LimitBookingLookups({ limiter: c.get(PORTS.rateLimiter) }),
    );
    bind(AuthorizeAgent).toDynamicValue((c) => new AuthorizeAgent({ authenticate: c.get(Authenticate) }));
  });
