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

export async function migrateToLatest(knex: Knex): Promise<string[]> {
  const [, applied] = (await knex.migrate.latest({ migrationSource })) as [number, string[]];
  return applied;
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback({ migrationSource }, true);
}
