import { spawn } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { Redis } from 'ioredis';
import knexFactory from 'knex';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';
import { walletTestCredentials } from '../../support/wallet-certificates.ts';
import { E2E_DATA_DIR, E2E_WALLET_DIR } from './data-dir.ts';

/**
 * Starts the production build for the browser tests in the shape the environment gives: on a fresh
 * PostgreSQL database when DATABASE_URL names a server (CI), else on embedded PGlite in a temporary
 * folder, exactly as `npm start` would. With REDIS_URL the web process only enqueues jobs, so a worker
 * process runs beside it, as in production.
 */
const port = process.env.E2E_PORT ?? '3210';
const E2E_REDIS_DB = 9;
let databaseUrl = '';
rmSync(E2E_DATA_DIR, { recursive: true, force: true });
mkdirSync(E2E_DATA_DIR, { recursive: true });
if (process.env.DATABASE_URL) {
  const server = new URL(process.env.DATABASE_URL);
  const database = `kyma_e2e_${port}`;
  const admin = knexFactory({ client: 'pg', connection: server.href, pool: { min: 0, max: 1 } });
  await admin.raw('drop database if exists ?? with (force)', [database]);
  await admin.raw('create database ??', [database]);
  await admin.destroy();
  server.pathname = `/${database}`;
  databaseUrl = server.href;
}
Object.assign(process.env, {
  NODE_ENV: 'production',
  // Production takes the test cards only when told to (decision 0108).
  PAYMENT_PROVIDERS: 'sandbox',
  HOST: '127.0.0.1',
  PORT: port,
  PUBLIC_URL: `http://127.0.0.1:${port}`,
  DATABASE_URL: databaseUrl,
  DATA_DIR: E2E_DATA_DIR,
  LOG_LEVEL: 'warn',
  // Every browser test books from 127.0.0.1: the suite is one very busy visitor, not an abuser of holds.
  ANONYMOUS_ORDERS_PER_HOUR: '1000',
  // The site and its worker live on the test "today": the calendar, holds and e-mails agree with the tests.
  ...TEST_CLOCK_ENV,
  // Wallet passes signed by a test CA made for this run, which the wallet test checks them against (decision 0129).
  ...walletTestCredentials(E2E_WALLET_DIR).env,
});
if (process.env.E2E_SUPPLY) {
  // The supply browser tests (playwright.supply.config.ts): the site sells through the local Liknoss and
  // buys Superfast from the local FerryGateway, and so does the worker (which issues the tickets), hence
  // before it starts. Liknoss leaves Superfast to FerryGateway, so each sailing has one seller.
  const { startLiknossForSite } = await import('../../support/liknoss-server/local-liknoss.ts');
  const { LOCAL_FERRY_GATEWAY_OPERATORS, startFerryGatewayForSite } = await import(
    '../../support/ferry-gateway/ferry-gateway-for-site.ts'
  );
  const liknoss = await startLiknossForSite({
    databaseUrl: databaseUrl || undefined,
    dataDir: path.join(process.env.DATA_DIR!, 'liknoss-local'),
    port: Number(port) + 1000,
    holdMinutes: 20,
    soldElsewhere: LOCAL_FERRY_GATEWAY_OPERATORS,
  });
  const gateway = await startFerryGatewayForSite({
    databaseUrl: databaseUrl || undefined,
    dataDir: path.join(process.env.DATA_DIR!, 'ferry-gateway-local'),
    port: Number(port) + 1001,
    holdMinutes: 20,
  });
  Object.assign(process.env, liknoss.env, gateway.env);
}
if (process.env.REDIS_URL) {
  // A Redis database of the tests' own, emptied first: no rate-limit counters or jobs of earlier runs.
  const redisUrl = new URL(process.env.REDIS_URL);
  redisUrl.pathname = `/${E2E_REDIS_DB}`;
  const redis = new Redis(redisUrl.href);
  await redis.flushdb();
  redis.disconnect();
  process.env.REDIS_URL = redisUrl.href;
  const worker = spawn(process.execPath, ['src/worker.ts'], { env: process.env, stdio: 'inherit' });
  process.once('exit', () => worker.kill('SIGTERM'));
}
await import('../../../src/main.ts');
