import { ContainerModule } from 'inversify';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { BullmqJobQueue } from '#adapters/bullmq/bullmq-job-queue.ts';
import { InProcessJobQueue } from '#adapters/bullmq/in-process-job-queue.ts';
import { InMemoryContentCache } from '#adapters/in-memory/in-memory-content-cache.ts';
import { InMemorySearchCache } from '#adapters/in-memory/in-memory-search-cache.ts';
import { RedisContentCache } from '#adapters/redis/redis-content-cache.ts';
import { RedisSearchCache } from '#adapters/redis/redis-search-cache.ts';
import { SandboxMarketingEvents } from '#adapters/sandbox-marketing/sandbox-marketing-events.ts';
import type { TaxRegistry } from '#application/ports/tax-registry.ts';
import { loadConfig } from '#config';
import { type Composition, compose, PORTS } from '#container';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

let db: TestDatabase;
const open: Composition[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await Promise.all(open.map((composition) => composition.close()));
  await db?.destroy();
});

async function composed(env: Record<string, string>, ...overrides: ContainerModule[]) {
  const config = loadConfig({
    ...TEST_CLOCK_ENV,
    DATABASE_URL: db.url,
    LOG_LEVEL: 'silent',
    ...env,
  });
  const composition = await compose(config, pino({ level: 'silent' }), ...overrides);
  open.push(composition);
  return composition;
}

describe('the composition root', () => {
  it('binds every port, and picks the in-process stand-ins without REDIS_URL', async () => {
    const { container, queueDashboard } = await composed({});
    const { marketingEvents, ...always } = PORTS;
    for (const [name, port] of Object.entries(always)) {
      expect(container.isBound(port), name).toBe(true);
      expect(() => container.getAll<unknown>(port), name).not.toThrow();
    }
    expect(container.get(PORTS.jobQueue)).toBeInstanceOf(InProcessJobQueue);
    expect(container.get(PORTS.searchCache)).toBeInstanceOf(InMemorySearchCache);
    expect(container.get(PORTS.contentCache)).toBeInstanceOf(InMemoryContentCache);
    expect(container.isBound(PORTS.marketingEvents)).toBe(false);
    expect(queueDashboard).toBeNull();
  });

  it('picks the Redis adapters and the configured providers when the configuration names them', async () => {
    const { container, queueDashboard } = await composed({
      REDIS_URL: inject('redisUrl'),
      MARKETING_PROVIDER: 'sandbox',
    });
    expect(container.get(PORTS.jobQueue)).toBeInstanceOf(BullmqJobQueue);
    expect(container.get(PORTS.searchCache)).toBeInstanceOf(RedisSearchCache);
    expect(container.get(PORTS.contentCache)).toBeInstanceOf(RedisContentCache);
    expect(container.get(PORTS.marketingEvents)).toBeInstanceOf(SandboxMarketingEvents);
    expect(queueDashboard?.path).toBe('/admin/queues');
  });

  it('lets a module passed to compose replace an adapter before any use case is built', async () => {
    const registry: TaxRegistry = { lookup: async () => ({ ok: false, error: 'unavailable' }) };
    const { services } = await composed(
      {},
      new ContainerModule(({ rebind }) => {
        rebind(PORTS.taxRegistry).toConstantValue(registry);
      }),
    );
    // The sandbox registry knows this number; the replacement answers for it instead.
    expect(await services.lookUpCompany.execute({ vatNumber: '099900015', ip: '192.0.2.1' })).toEqual({
      ok: false,
      error: { code: 'taxRegistryUnavailable' },
    });
  });
});
