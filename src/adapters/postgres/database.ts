import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock.ts';
import { type DataTemplate, restoreDataTemplate } from './data-template.ts';

// PostgreSQL returns bigint (count(*), bigserial) as strings; our counts and ids fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export interface DatabaseOptions {
  /** A PostgreSQL URL; without one an embedded PGlite database lives in `dataDir`. */
  databaseUrl?: string | undefined;
  dataDir: string;
  poolMax?: number;
  /** A prepared data folder an embedded database starts from when it has none yet. */
  template?: DataTemplate | undefined;
}

/**
 * The embedded database holds the site's content and a small shop's orders: a few megabytes. PostgreSQL's
 * default 128 MB of shared buffers were written through at every start (~0.2 s) and stayed resident.
 */
const EMBEDDED_SETTINGS = ['-c', 'shared_buffers=32MB'];

/** Opens the database the configuration names: PostgreSQL through pg, or embedded PGlite. */
export async function openDatabase(options: DatabaseOptions): Promise<Knex> {
  if (options.databaseUrl) {
    return knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
  }
  const filename = path.join(options.dataDir, 'pglite');
  await mkdir(options.dataDir, { recursive: true });
  const lock = await lockDataDir(options.dataDir);
  try {
    const restored = options.template ? await restoreDataTemplate(filename, options.template) : false;
    if (!restored) await mkdir(filename, { recursive: true });
  } catch (error) {
    lock.release();
    throw error;
  }
  const knex = knexFactory({
    client: ClientPgLite as unknown as typeof Knex.Client,
    dialect: 'postgres',
    connection: {
      pglite: new PGlite(filename, { startParams: [...PGlite.defaultStartParams, ...EMBEDDED_SETTINGS] }),
    } as Knex.StaticConnectionConfig,
  });
  // The files are free again once this process has closed them.
  // knex defines `destroy` read-only but configurable: it is redefined, not assigned.
  const destroy = knex.destroy.bind(knex);
  Object.defineProperty(knex, 'destroy', {
    configurable: true,
    value: async () => {
      try {
        await destroy();
      } finally {
        lock.release();
      }
    },
  });
  return knex;
}
