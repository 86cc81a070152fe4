import { createHash, randomBytes } from 'node:crypto';
import { readFileSync, unlinkSync } from 'node:fs';
import { link, readFile, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const LOCK_FILE = 'kyma.lock';
/** Takeovers of a takeover (a process killed while taking over, then its taker killed too…) before giving up. */
const MAX_DEPTH = 3;
/** How long to wait for another live process to finish a takeover (it takes milliseconds) before refusing. */
const TAKEOVER_WAIT_MS = 5_000;

/** Another live process holds the embedded database; its message says which and what to do. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';
}

interface Holder {
  pid: number;
  command: string;
  since: string;
  /** Makes every lock and takeover file's content unique, so a file removed is never mistaken for a new one. */
  token: string;
}

/** A lock or takeover file as read: its holder when it names one, and its content's fingerprint. */
interface Seen {
  holder: Holder | undefined;
  identity: string;
}

/** Takeover files this process holds: a file with our pid but not listed here was left by an earlier process. */
const takeoversHeld = new Set<string>();

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function enoent(error: unknown): boolean {
  return (error as NodeJS.ErrnoException).code === 'ENOENT';
}

/** The file's holder and fingerprint, or undefined when there is no such file. */
async function read(file: string): Promise<Seen | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (enoent(error)) return undefined;
    throw error;
  }
  const identity = createHash('sha256').update(text).digest('hex').slice(0, 16);
  try {
    const holder = JSON.parse(text) as Holder;
    return { holder: Number.isInteger(holder.pid) ? holder : undefined, identity };
  } catch {
    return { holder: undefined, identity };
  }
}

function lockedError(dataDir: string, holder: Holder): DataDirLockedError {
  return new DataDirLockedError(
    `The embedded database in ${dataDir} is in use by process ${holder.pid} (${holder.command}, since ${holder.since}).\n` +
      'Stop that process first, or give this one another DATA_DIR, or use a PostgreSQL server with DATABASE_URL ' +
      '(then any number of processes can share it).',
  );
}

/** A lock holder that is not a running process: a crash, a kill -9, or our own pid reused after a restart. */
const staleLock = (holder: Holder | undefined) => !holder || holder.pid === process.pid || !alive(holder.pid);

/** A takeover file's holder that is not running (with our pid: one this process does not hold). */
const staleTakeover = (holder: Holder | undefined) =>
  !holder || (holder.pid === process.pid ? !takeoversHeld.has(holder.token) : !alive(holder.pid));

function holderNow(): Holder {
  return {
    pid: process.pid,
    command: process.argv.slice(1).join(' '),
    since: new Date().toISOString(),
    token: randomBytes(8).toString('hex'),
  };
}

/**
 * Makes `file` hold `mine`, or says false when it exists already. Written aside, then linked into place
 * (atomic, and refused when the name is taken): nobody ever reads a file half-written, which would look
 * like one without a holder.
 */
async function createExclusive(file: string, mine: Holder): Promise<boolean> {
  const draft = `${file}.draft-${process.pid}-${randomBytes(4).toString('hex')}`;
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
 * Removes `file` if it still is exactly what was `seen`, whose holder was not running. Only the holder of
 * the takeover file named after that content may remove it; a takeover file whose own holder died is
 * removed the same way, one level down.
 *
 * Why this is atomic: a file is removed only by its own holder, or by the one process holding the takeover
 * file named after its content, after reading that very content there under it and finding its holder
 * dead. Content is unique (a token) and never comes back once removed, and a dead holder stays dead, so the
 * file removed is the dead one that was checked, never a live lock created meanwhile; hence the only way to
 * own the lock stays the exclusive link, which one process alone can win while the name is taken.
 */
async function removeStale(
  file: string,
  seen: Seen,
  stale: (holder: Holder | undefined) => boolean,
  depth: number,
): Promise<void> {
  const takeover = `${file}.takeover-${seen.identity}`;
  const giveUpAt = Date.now() + TAKEOVER_WAIT_MS;
  while (Date.now() < giveUpAt) {
    const mine = holderNow();
    takeoversHeld.add(mine.token);
    try {
      if (await createExclusive(takeover, mine)) {
        try {
          const now = await read(file);
          if (now?.identity === seen.identity && stale(now.holder)) {
            await unlink(file).catch((error: unknown) => {
              if (!enoent(error)) throw error;
            });
          }
        } finally {
          // Ours still: nobody removes a takeover file whose holder is running.
          await unlink(takeover).catch(() => {});
        }
        return;
      }
    } finally {
      takeoversHeld.delete(mine.token);
    }
    const other = await read(takeover);
    if (!other) continue;
    if (staleTakeover(other.holder)) {
      if (depth >= MAX_DEPTH) break;
      await removeStale(takeover, other, staleTakeover, depth + 1);
      continue;
    }
    // Another process is taking over; once it is done the file is no longer what we saw.
    if ((await read(file))?.identity !== seen.identity) return;
    await sleep(5 + Math.random() * 10);
  }
  throw new DataDirLockedError(`Could not take over ${file}: another process keeps taking it over.`);
}

/**
 * One process per embedded database: PGlite has no server in front of its files, so two processes on
 * the same DATA_DIR would both write them and corrupt each other. The lock is a file created exclusively
 * holding the owner's pid; a file left by a process that no longer runs is taken over (`removeStale`).
 */
export async function lockDataDir(dataDir: string): Promise<{ release(): void }> {
  const file = path.join(dataDir, LOCK_FILE);
  const mine = holderNow();
  for (let attempt = 0; attempt < 10; attempt += 1) {
    if (await createExclusive(file, mine)) {
      const release = () => {
        try {
          // Ours still: while we run, nobody else removes it.
          if ((JSON.parse(readFileSync(file, 'utf8')) as Holder).token === mine.token) unlinkSync(file);
        } catch {
          // Already gone: nothing to release.
        }
        process.removeListener('exit', release);
      };
      process.once('exit', release);
      return { release };
    }
    const seen = await read(file);
    if (!seen) continue;
    if (!staleLock(seen.holder)) throw lockedError(dataDir, seen.holder!);
    await removeStale(file, seen, staleLock, 0);
  }
  throw new DataDirLockedError(`Could not lock ${file}: another process keeps taking it.`);
}
