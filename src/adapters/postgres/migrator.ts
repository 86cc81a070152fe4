import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Knex } from 'knex';

const MIGRATIONS_DIR = fileURLToPath(new URL('../../../migrations/', import.meta.url));

interface MigrationModule {
  up(knex: Knex): Promise<void>;
  down(knex: Knex): Promise<void>;
}

/**
 * Loads the TypeScript migrations with Node's own `import()` (Node runs .ts natively),
 * which knex's file loader cannot do for ES modules.
 */
const migrationSource: Knex.MigrationSource<string> = {
  async getMigrations() {
    const files = await readdir(MIGRATIONS_DIR);
    return files.filter((file) => /^\d{14}_[\w-]+\.ts$/.test(file)).sort();
  },
  getMigrationName: (file) => file,
  async getMigration(file) {
    return (await import(pathToFileURL(path.join(MIGRATIONS_DIR, file)).href)) as MigrationModule;
  },
};

/** An arbitrary, fixed advisory-lock key that every Kyma process uses to take turns at migrating. */
const MIGRATION_LOCK_KEY = 7_240_011;

const isLocked = (error: unknown) => (error as { name?: string }).name === 'MigrationLocked';

async function latest(knex: Knex, deadline: number): Promise<string[]> {
  for (;;) {
    try {
      const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
      return applied;
    } catch (error) {
      // Someone outside our processes (e.g. the knex CLI) holds knex's own lock: wait for it.
      if (!isLocked(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

/**
 * Processes that start together (web replicas, a worker) take turns under a PostgreSQL advisory lock:
 * knex creates its own bookkeeping tables outside its lock, and two processes doing that at once on a
 * fresh database can leave it unable to ever take its lock. Embedded PGlite has one process and one
 * connection, so it migrates directly.
 */
export async function migrateToLatest(knex: Knex, waitMs = 120_000): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  if (knex.client.config.client !== 'pg') return latest(knex, deadline);
  return knex.transaction(async (trx) => {
    await trx.raw('select pg_advisory_xact_lock(?)', [MIGRATION_LOCK_KEY]);
    return latest(knex, deadline);
  });
}
