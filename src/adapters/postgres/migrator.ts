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

/**
 * Another process migrating at the same moment (two web replicas, a web process and a worker starting
 * together) holds knex's migration lock, or races it creating knex's own tables; knex then fails at once
 * instead of waiting. We wait for it and try again, so every process starts on the migrated schema.
 */
const isConcurrentMigration = (error: unknown) => {
  const { name, code } = error as { name?: string; code?: string };
  // 23505, 42P07 and 42710: two processes creating knex's tables (or their row types) at the same moment.
  return name === 'MigrationLocked' || ['23505', '42P07', '42710'].includes(code ?? '');
};

export async function migrateToLatest(knex: Knex, waitMs = 120_000): Promise<string[]> {
  const deadline = Date.now() + waitMs;
  for (;;) {
    try {
      const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
      return applied;
    } catch (error) {
      if (!isConcurrentMigration(error) || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
