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
import { startLiknossForSite } from '../tests/support/liknoss-server/local-liknoss.ts';

const liknoss = await startLiknossForSite({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: path.resolve(process.env.DATA_DIR ?? 'data', 'liknoss-local'),
  port: Number(process.env.LIKNOSS_LOCAL_PORT ?? 4400),
  holdMinutes: Number(process.env.FERRY_HOLD_MINUTES ?? 20),
  faults: process.env.LIKNOSS_LOCAL_FAULTS,
});
console.log(`Local Liknoss server at ${liknoss.url}`);

// A local trial pays with the sandbox, named as production requires (decision 0108), unless told otherwise.
const env = { PAYMENT_PROVIDERS: 'sandbox', ...process.env, ...liknoss.env };
const site = spawn('npm', ['run', 'serve'], { stdio: 'inherit', env });
// With Redis the web process only enqueues jobs (the tickets are issued by one): a worker selling through Liknoss too.
const worker = process.env.REDIS_URL ? spawn('npm', ['run', 'worker'], { stdio: 'inherit', env }) : undefined;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    site.kill(signal);
    worker?.kill(signal);
  });
site.on('exit', async (code) => {
  worker?.kill('SIGTERM');
  await liknoss.close();
  process.exit(code ?? 0);
});
