import { readFileSync, unlinkSync } from 'node:fs';
import { open, readFile, unlink } from 'node:fs/promises';
import path from 'node:path';

const LOCK_FILE = 'kyma.lock';

/** Another live process holds the embedded database; its message says which and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  command: string;
  since: string;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function readHolder(file: string): Promise<Holder | undefined> {
  try {
    const holder = JSON.parse(await readFile(file, 'utf8')) as Holder;
    return Number.isInteger(holder.pid) ? holder : undefined;
  } catch {
    return undefined;
  }
}

/**
 * One process per embedded database: PGlite has no server in front of its files, so two processes on
 * the same DATA_DIR would both write them and corrupt each other. The lock is a file created with O_EXCL
 * holding the owner's pid; a file left by a process that no longer runs (a crash, a kill -9, or our
 * own pid reused after a container restart) is taken over.
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): void }> {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const handle = await open(file, 'wx');
      await handle.writeFile(JSON.stringify(mine));
      await handle.close();
      const release = () => {
        try {
          if ((JSON.parse(readFileSync(file, 'utf8')) as Holder).pid === process.pid) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
        process.removeListener('exit', release);
      };
      process.once('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = await readHolder(file);
      if (holder && holder.pid !== process.pid && alive(holder.pid)) {
        throw new DataDirLockedError(
          `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}).\n` +
            'Stop that process first, or give this one another DATA_DIR, or use a PostgreSQL server with DATABASE_URL ' +
            '(then any number of processes can share it).',
        );
      }
      await unlink(file).catch(() => {});
    }
  }
  throw new DataDirLockedError(`Could not lock ${file}: another process keeps taking it.`);
}
