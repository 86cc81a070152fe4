/**
 * `npm run start:liknoss`: the local Liknoss server (tests/support/liknoss-server) and the site selling
 * through it alone (FERRY_UPSTREAMS=liknoss), so a person can search, hold, pay, get tickets and cancel in
 * the browser against Liknoss's protocol (decision 0077). The server keeps its sailings in DATABASE_URL's
 * database, or without one in its own embedded database under data/liknoss-local.
 * LIKNOSS_LOCAL_PORT (4400) moves it; LIKNOSS_LOCAL_FAULTS (`key=value,…`, as FERRY_UPSTREAM_FAULTS) makes
 * it misbehave.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { parseBehaviours } from '#adapters/ferry-upstream/simulated/simulated-network.ts';
import { openDatabase } from '#adapters/postgres/database.ts';
import { migrateToLatest } from '#adapters/postgres/migrator.ts';
import { LOCAL_LIKNOSS_ACCOUNT, startLocalLiknoss } from '../tests/support/liknoss-server/local-liknoss.ts';

const knex = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data', 'liknoss-local'),
});
await migrateToLatest(knex);
const liknoss = await startLocalLiknoss({
  knex,
  clock: { now: () => new Date() },
  holdMinutes: Number(process.env.FERRY_HOLD_MINUTES ?? 20),
  behaviour: parseBehaviours(`*:${process.env.LIKNOSS_LOCAL_FAULTS ?? ''}`)['*'],
  port: Number(process.env.LIKNOSS_LOCAL_PORT ?? 4400),
});
console.log(`Local Liknoss server at ${liknoss.url}`);

const site = spawn('npm', ['run', 'serve'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    FERRY_UPSTREAMS: 'liknoss',
    LIKNOSS_URL: liknoss.url,
    LIKNOSS_AGENCY_CODE: LOCAL_LIKNOSS_ACCOUNT.agencyCode,
    LIKNOSS_USER: LOCAL_LIKNOSS_ACCOUNT.user,
    LIKNOSS_PASSWORD: LOCAL_LIKNOSS_ACCOUNT.password,
    LIKNOSS_SIGNATURE: LOCAL_LIKNOSS_ACCOUNT.signature,
  },
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => site.kill(signal));
site.on('exit', async (code) => {
  await liknoss.close();
  await knex.destroy();
  process.exit(code ?? 0);
});
