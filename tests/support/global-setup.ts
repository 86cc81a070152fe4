import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    redisUrl: string;
  }
}

/**
 * Integration tests run on real PostgreSQL and Redis: the ones DATABASE_URL and REDIS_URL name (CI, this
 * machine), or throwaway containers started with testcontainers on a contributor's laptop.
 */
/** TEST_REDIS_DB lets two checkouts on one machine run their suites side by side. */
const INTEGRATION_REDIS_DB = Number(process.env.TEST_REDIS_DB ?? 10);

export default async function setup(project: TestProject) {
  const stops: (() => Promise<unknown>)[] = [];
  let databaseUrl = process.env.DATABASE_URL;
  let redisUrl = process.env.REDIS_URL;
  if (!databaseUrl) {
    const { PostgreSqlContainer } = await import('@testcontainers/postgresql');
    const container = await new PostgreSqlContainer('postgres:17-alpine').start();
    databaseUrl = container.getConnectionUri();
    stops.push(() => container.stop());
  }
  if (!redisUrl) {
    const { RedisContainer } = await import('@testcontainers/redis');
    const container = await new RedisContainer('redis:7-alpine').start();
    redisUrl = container.getConnectionUrl();
    stops.push(() => container.stop());
  }
  project.provide('databaseUrl', databaseUrl);
  project.provide('redisUrl', await emptiedTestRedis(redisUrl));
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}

/**
 * The tests' own Redis database, emptied at the start of every run: rate-limit counters and jobs left
 * by an earlier run on the same server must not decide this run's results.
 */
async function emptiedTestRedis(redisUrl: string): Promise<string> {
  const { Redis } = await import('ioredis');
  const url = new URL(redisUrl);
  url.pathname = `/${INTEGRATION_REDIS_DB}`;
  const redis = new Redis(url.href);
  await redis.flushdb();
  redis.disconnect();
  return url.href;
}
