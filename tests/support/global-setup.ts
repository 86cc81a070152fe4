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
  project.provide('redisUrl', redisUrl);
  return async () => {
    await Promise.all(stops.map((stop) => stop()));
  };
}
