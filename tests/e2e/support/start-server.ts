import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';

/**
 * Starts the production build for the browser tests: on a fresh PostgreSQL database when DATABASE_URL
 * names a server (CI), else on embedded PGlite in a temporary folder, exactly as `npm start` would.
 */
const port = process.env.E2E_PORT ?? '3210';
let databaseUrl = '';
if (process.env.DATABASE_URL) {
  const server = new URL(process.env.DATABASE_URL);
  const admin = knexFactory({ client: 'pg', connection: server.href, pool: { min: 0, max: 1 } });
  await admin.raw('drop database if exists kyma_e2e with (force)');
  await admin.raw('create database kyma_e2e');
  await admin.destroy();
  server.pathname = '/kyma_e2e';
  databaseUrl = server.href;
}
Object.assign(process.env, {
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kyma-e2e-')),
  LOG_LEVEL: 'warn',
});
await import('../../../src/main.ts');
