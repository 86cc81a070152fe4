import { DataDirLockedError } from '#adapters/postgres/data-dir-lock.ts';

/**
 * Entry points stop at once, with the holder and what to do, when another process has the embedded
 * database open (exit code 75, EX_TEMPFAIL: it works once the other process is gone).
 */
export async function exitWhenLocked<T>(opening: Promise<T>): Promise<T> {
  try {
    return await opening;
  } catch (error) {
    if (error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(75);
    }
    throw error;
  }
}
