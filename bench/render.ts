/**
 * Server CPU per page render: `npm run bench:render [-- --renders 50]` (after `npm run build`). Starts the
 * production server on the embedded defaults, warms it up, then renders the English results page and, side by
 * side in the same run, the home page N times one after the other, reading the server process's own CPU time
 * (user + system, from /proc) around each series. The search answer is cached after the warm-up, so the
 * figure is what rendering a results page costs, not the fare comparison behind it.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: { renders: { type: 'string', default: '50' }, port: { type: 'string', default: '3299' } },
});
const renders = Number(values.renders);
const base = `http://127.0.0.1:${values.port}`;
/** Clock ticks per second of /proc's CPU times (Linux: 100). */
const TICKS_PER_SECOND = 100;

// The embedded default, on a data folder of its own.
const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
const env = {
  ...inherited,
  NODE_ENV: 'production',
  HOST: '127.0.0.1',
  PORT: values.port,
  LOG_LEVEL: 'warn',
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'kyma-bench-render-')),
};
const server = spawn(process.execPath, ['src/main.ts'], { env, stdio: ['ignore', 'ignore', 'inherit'] });

/** The server's CPU time so far, in milliseconds (fields 14 and 15 of /proc/<pid>/stat). */
function cpuMs(): number {
  const stat = readFileSync(`/proc/${server.pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1000;
}

async function ready() {
  for (let attempt = 0; attempt < 240; attempt++) {
    const answer = await fetch(`${base}/readyz`).catch(() => null);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('the server did not become ready');
}

async function render(page: string) {
  const answer = await fetch(`${base}${page}`);
  if (!answer.ok) throw new Error(`${page} answered ${answer.status}`);
  await answer.text();
}

/** CPU milliseconds per render of `page`, over `renders` sequential renders. */
async function cpuPerRender(page: string): Promise<number> {
  const before = cpuMs();
  for (let count = 0; count < renders; count++) await render(page);
  return (cpuMs() - before) / renders;
}

try {
  await ready();
  const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);
  const results = `/en/results?from=PIR&to=JTR&date=${date}&passengers=2&vehicles=1&pets=0`;
  const pages = [
    ['results (/en/results?…)', results],
    ['home (/en)', '/en'],
  ] as const;
  for (const [, page] of pages) for (let count = 0; count < 5; count++) await render(page);
  const lines: string[] = [];
  for (const [name, page] of pages) {
    const ms = await cpuPerRender(page);
    lines.push(`${name.padEnd(32)} ${ms.toFixed(1).padStart(7)} ms CPU per render`);
  }
  process.stdout.write(
    [`Server CPU per page render (production build, ${renders} renders each)`, ...lines, ''].join('\n'),
  );
} finally {
  server.kill();
}
