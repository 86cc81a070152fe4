import { randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
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

function lockedError(dataDir: string, holder: Holder): DataDirLockedError {
  return new DataDirLockedError(
    `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}).\n` +
      'Stop that process first, or give this one another DATA_DIR, or use a PostgreSQL server with DATABASE_URL ' +
      '(then any number of processes can share it).',
  );
}

/** A holder that is not a running process: a crash, a kill -9, or our own pid reused after a restart. */
const stale = (holder: Holder | undefined) => !holder || holder.pid === process.pid || !alive(holder.pid);

/**
 * Makes `file` hold `mine`, or says false when it exists already. Written aside, then linked into place
 * (atomic, and refused when the name is taken): nobody ever reads a lock half-written, which would look
 * like one without a holder.
 */
async function createExclusive(file: string, mine: Holder): Promise<boolean> {
  const draft = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(draft, JSON.stringify(mine), { flag: 'wx' });
  try {
    await link(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    await unlink(draft).catch(() => {});
  }
}

/**
 * Removes a stale lock, atomically with respect to other processes doing the same: the first to rename it
 * aside owns the takeover, and checks the holder again on the file it moved. Without the rename, two
 * processes that both read the stale holder could each delete the lock the other had just created, and
 * both run (issue #33). A fresh lock moved aside by mistake is put back.
 */
async function removeStale(file: string, seen: Holder | undefined): Promise<void> {
  const aside = `${file}.${process.pid}.${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readHolder(aside);
  const same = JSON.stringify(moved) === JSON.stringify(seen);
  // Someone else's lock, taken between our reading and our rename: it goes back unless a newer one is there.
  if (!same && !stale(moved)) await link(aside, file).catch(() => {});
  await unlink(aside).catch(() => {});
}

/**
 * One process per embedded database: PGlite has no server in front of its files, so two processes on
 * the same DATA_DIR would both write them and corrupt each other. The lock is a file created exclusively
 * holding the owner's pid; a file left by a process that no longer runs is taken over (`removeStale`).
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): void }> {
  const file = path.join(dataDir, LOCK_FILE);
  const mine: Holder = {
    pid: process.pid,
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; attempt < 5; attempt += 1) {
    if (await createExclusive(file, mine)) {
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
    }
    const holder = await readHolder(file);
    if (!stale(holder)) throw lockedError(dataDir, holder!);
    await removeStale(file, holder);
  }
  throw new DataDirLockedError(`Could not lock ${file}: another process keeps taking it.`);
}
