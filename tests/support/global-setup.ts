import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    /** A database migrated once per run, copied by `createTestDatabase` (see `migratedTemplate`). */
    templateDatabase: string;
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
  const template = await migratedTemplate(databaseUrl);
  project.provide('databaseUrl', databaseUrl);
  project.provide('templateDatabase', template.name);
  project.provide('redisUrl', await emptiedTestRedis(redisUrl));
  return async () => {
    await template.drop();
    await Promise.all(stops.map((stop) => stop()));
  };
}

/**
 * Every test file gets a database of its own (`createTestDatabase`). Migrating each from nothing cost a
 * few seconds per file; copying a database migrated once per run (PostgreSQL's `create database … template`)
 * costs a fraction of that and gives the same schema. The name is the run's own, so two checkouts on one
 * server never share or drop each other's template; nothing stays connected to it, as a copy requires.
 */
async function migratedTemplate(databaseUrl: string): Promise<{ name: string; drop(): Promise<void> }> {
  const [{ randomBytes }, { default: knexFactory }, { migrateToLatest }] = await Promise.all([
    import('node:crypto'),
    import('knex'),
    import('#adapters/postgres/migrator.ts'),
  ]);
  const name = `kyma_template_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  await admin.raw('create database ??', [name]);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  // Two connections: the migrator holds its advisory lock in one transaction and migrates in another.
  const template = knexFactory({ client: 'pg', connection: url.href, pool: { min: 0, max: 2 } });
  try {
    await migrateToLatest(template);
  } finally {
    await template.destroy();
  }
  return {
    name,
    async drop() {
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
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
