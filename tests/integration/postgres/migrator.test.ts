import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

let db: TestDatabase;
beforeAll(async () => {
  db = await createTestDatabase();
  // Back to an empty schema, so the processes below all find work to do.
  await db.knex.raw('drop schema public cascade; create schema public');
});
afterAll(() => db.destroy());

describe('migrations', () => {
  it('lets several processes migrate the same database at once: one migrates, the others wait', async () => {
    const processes = await Promise.all(
      Array.from({ length: 4 }, () => openDatabase({ databaseUrl: db.url, dataDir: '' })),
    );
    try {
      const applied = await Promise.all(processes.map((knex) => migrateToLatest(knex)));
      const all = applied.flat();
      expect(new Set(all).size).toBe(all.length);
      expect(all.length).toBeGreaterThan(0);
      const recorded = await db.knex('knex_migrations').count({ count: '*' }).first();
      expect(Number(recorded?.count)).toBe(all.length);
      // Racing to create knex's lock table would leave two lock rows, and knex could never lock again.
      const lockRows = await db.knex('knex_migrations_lock').count({ count: '*' }).first();
      expect(Number(lockRows?.count)).toBe(1);
    } finally {
      await Promise.all(processes.map((knex) => knex.destroy()));
    }
  });
});
