import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import { type RunningServer, startKyma } from './kyma-server.ts';

export interface DeployedServers {
  origins: string[];
  pids: number[];
  stop(): Promise<void>;
  /** Ends them at once (when the benchmark itself fails). */
  kill(): void;
}

/**
 * Kyma as deployed (README, "Running the worker"; `docker-compose.yml`): stateless web processes, each
 * `node src/main.ts` with the same environment, over one PostgreSQL and one Redis. One process per core
 * (`os.availableParallelism()`), on ports `port`, `port + 1`, …; a database of their own on the server
 * DATABASE_URL names, migrated and seeded by the first process's start as in production, dropped at the
 * end. `undefined` when DATABASE_URL or REDIS_URL is not set.
 */
export async function startDeployed(options: {
  port: number;
  firstPage: string;
}): Promise<DeployedServers | undefined> {
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  if (!databaseUrl || !redisUrl) return undefined;
  const admin = knexFactory({ client: 'pg', connection: databaseUrl, pool: { min: 0, max: 1 } });
  const name = `kyma_bench_${randomBytes(6).toString('hex')}`;
  await admin.raw('create database ??', [name]);
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-bench-deployed-'));
  const servers: RunningServer[] = [];
  const start = async (index: number) => {
    // Files only (uploads, mail): what the processes share is in PostgreSQL and Redis.
    const ownDir = path.join(dataDir, String(index));
    await mkdir(ownDir);
    return startKyma({
      port: options.port + index,
      dataDir: ownDir,
      firstPage: options.firstPage,
      env: { DATABASE_URL: url.href, REDIS_URL: redisUrl },
    });
  };
  const release = async () => {
    await rm(dataDir, { recursive: true, force: true });
    await admin.raw('drop database if exists ?? with (force)', [name]);
    await admin.destroy();
  };
  try {
    // The first one migrates and seeds the empty database; the others start as replicas do after it.
    servers.push(await start(0));
    const count = availableParallelism();
    servers.push(...(await Promise.all(Array.from({ length: count - 1 }, (_, index) => start(index + 1)))));
  } catch (error) {
    for (const server of servers) server.kill();
    await release();
    throw error;
  }
  return {
    origins: servers.map((_, index) => `http://127.0.0.1:${options.port + index}`),
    pids: servers.map((server) => server.pid),
    kill() {
      for (const server of servers) server.kill();
    },
    async stop() {
      await Promise.all(servers.map((server) => server.stop()));
      await release();
    },
  };
}
