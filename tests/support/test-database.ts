import { randomBytes } from 'node:crypto';
import knexFactory, { type Knex } from 'knex';
import { inject } from 'vitest';
import { openDatabase } from '#adapters/postgres/database.ts';

export interface TestDatabase {
  knex: Knex;
  url: string;
  destroy(): Promise<void>;
}

/**
 * A fresh, migrated PostgreSQL database of its own, so test files never see each other's rows: a copy of
 * the run's template, which the global setup migrated once.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = new URL(inject('databaseUrl'));
  const name = `kyma_test_${randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: serverUrl.href, pool: { min: 0, max: 1 } });
  await admin.raw('create database ?? template ??', [name, inject('templateDatabase')]);
  const url = new URL(serverUrl.href);
  url.pathname = `/${name}`;
  const knex = await openDatabase({ databaseUrl: url.href, dataDir: '' });
  return {
    knex,
    url: url.href,
    async destroy() {
      await knex.destroy();
      await admin.raw('drop database if exists ?? with (force)', [name]);
      await admin.destroy();
    },
  };
}
