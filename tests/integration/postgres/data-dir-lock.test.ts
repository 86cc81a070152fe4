import { type ChildProcess, execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from '#adapters/postgres/data-dir-lock.ts';

const LOCK_MODULE = path.resolve('src/adapters/postgres/data-dir-lock.ts');
let holder: ChildProcess | undefined;
const contenders: ChildProcess[] = [];

afterEach(() => {
  holder?.kill('SIGKILL');
  holder = undefined;
  for (const child of contenders.splice(0)) child.kill('SIGKILL');
});

/**
 * A process that waits for the moment `at` (so that several call at once), then tries the lock: it says
 * `locked` and keeps it until killed, or `refused`.
 */
function contender(dataDir: string, at: number): Promise<'locked' | 'refused'> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
       Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, Math.max(0, ${at} - Date.now()));
       try {
         await lockDataDir(${JSON.stringify(dataDir)});
         process.stdout.write('locked\\n');
         setInterval(() => {}, 1000);
       } catch (error) {
         process.stdout.write(error.name === 'DataDirLockedError' ? 'refused\\n' : String(error));
       }`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  contenders.push(child);
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => {
      const said = chunk.toString().trim();
      if (said === 'locked' || said === 'refused') resolve(said);
      else reject(new Error(said));
    });
  });
}

/** Another process that takes the lock and keeps it until killed. */
async function otherProcessHolding(dataDir: string): Promise<ChildProcess> {
  const child = spawn(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { lockDataDir } from ${JSON.stringify(LOCK_MODULE)};
       await lockDataDir(${JSON.stringify(dataDir)});
       process.stdout.write('locked\\n');
       setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  await new Promise<void>((resolve, reject) => {
    child.stdout!.on('data', (chunk: Buffer) => chunk.toString().includes('locked') && resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

function run(script: string, env: Record<string, string>) {
  return new Promise<{ code: number | null; stderr: string }>((resolve) => {
    const { DATABASE_URL: _url, ...rest } = process.env;
    execFile(
      process.execPath,
      [script],
      { env: { ...rest, ...env }, timeout: 30_000 },
      (error, _out, stderr) =>
        resolve({ code: error ? ((error as { code?: number }).code ?? null) : 0, stderr }),
    );
  });
}

describe('one process per embedded database', () => {
  it('stops a second process at once, naming the holder and what to do', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-lock-'));
    holder = await otherProcessHolding(dataDir);
    const refusal = await lockDataDir(dataDir).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(DataDirLockedError);
    expect((refusal as Error).message).toContain(`in use by process ${holder.pid}`);
    expect((refusal as Error).message).toContain('DATABASE_URL');
  });

  it('makes npm run migrate and npm run seed refuse clearly while the site runs', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-lock-'));
    holder = await otherProcessHolding(dataDir);
    for (const script of ['src/cli/migrate.ts', 'src/cli/seed.ts']) {
      const outcome = await run(script, { DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
      expect(outcome.code, script).toBe(75);
      expect(outcome.stderr, script).toContain(`in use by process ${holder.pid}`);
    }
  });

  it('takes over the lock a dead process left behind, and gives it back on release', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-lock-'));
    holder = await otherProcessHolding(dataDir);
    const exited = new Promise((resolve) => holder!.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(existsSync(path.join(dataDir, 'kyma.lock'))).toBe(true);
    const lock = await lockDataDir(dataDir);
    lock.release();
    expect(existsSync(path.join(dataDir, 'kyma.lock'))).toBe(false);
  });

  it('lets exactly one of several processes starting together take over a stale lock', async () => {
    for (let round = 0; round < 6; round += 1) {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-lock-'));
      holder = await otherProcessHolding(dataDir);
      const exited = new Promise((resolve) => holder!.once('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
      const at = Date.now() + 1500;
      const outcomes = await Promise.all(Array.from({ length: 6 }, () => contender(dataDir, at)));
      expect(
        outcomes.filter((outcome) => outcome === 'locked'),
        `round ${round}`,
      ).toHaveLength(1);
      for (const child of contenders.splice(0)) child.kill('SIGKILL');
    }
  }, 60_000); // 42 processes started: on a loaded machine a round takes up to five seconds

  it('takes over a takeover left behind by a process killed in the middle of one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-lock-'));
    holder = await otherProcessHolding(dataDir);
    const exited = new Promise((resolve) => holder!.once('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    const lockFile = path.join(dataDir, 'kyma.lock');
    const identity = createHash('sha256')
      .update(await readFile(lockFile, 'utf8'))
      .digest('hex')
      .slice(0, 16);
    const dead = { pid: holder.pid, command: 'killed while taking over', since: '', token: 'dead' };
    await writeFile(`${lockFile}.takeover-${identity}`, JSON.stringify(dead));
    const lock = await lockDataDir(dataDir);
    expect(JSON.parse(await readFile(lockFile, 'utf8')).pid).toBe(process.pid);
    lock.release();
    expect(existsSync(lockFile)).toBe(false);
  });
});
