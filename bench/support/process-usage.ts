import { readdirSync, readFileSync } from 'node:fs';

const TICKS_PER_SECOND = 100;

/** CPU time (user + system, ms) of a `stat` file's process or thread. */
function statCpuMs(statFile: string): number {
  const fields = readFileSync(statFile, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime are fields 14 and 15 of stat; after the command name they are at 11 and 12.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

/** CPU time (user + system, ms) a process has used so far, from /proc: the server's cost, not the client's. */
export function cpuMs(pid: number): number {
  return statCpuMs(`/proc/${pid}/stat`);
}

/**
 * Where a Node process's CPU went, by thread: its JavaScript (the main thread, with the collector's
 * pauses), V8's helper threads (`V8Worker`: collection and compilation alongside) and libuv's pool
 * (`libuv-worker`: compression, file reads). Threads that ended are no longer counted.
 */
export interface ThreadCpu {
  main: number;
  v8: number;
  libuv: number;
}

export function threadCpuMs(pid: number): ThreadCpu {
  const split: ThreadCpu = { main: 0, v8: 0, libuv: 0 };
  for (const tid of readdirSync(`/proc/${pid}/task`)) {
    const name = readFileSync(`/proc/${pid}/task/${tid}/comm`, 'utf8').trim();
    const used = statCpuMs(`/proc/${pid}/task/${tid}/stat`);
    if (tid === String(pid)) split.main += used;
    else if (name.startsWith('V8Worker')) split.v8 += used;
    else if (name.startsWith('libuv-worker')) split.libuv += used;
  }
  return split;
}

/** Resident memory of a process in MiB. */
export function rssMiB(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((candidate) => candidate.startsWith('VmRSS:'));
  return Number(line?.match(/\d+/)?.[0] ?? 0) / 1024;
}

/**
 * Waits until a process has used at most 2 % of a core for a whole second, so that what it still does
 * after starting or a warm-up (tiering compilers on V8's threads, collections) is not counted as the cost
 * of the requests measured next; gives up after `maxMs`.
 */
export async function untilQuiet(pid: number, maxMs = 30_000): Promise<void> {
  const started = Date.now();
  while (Date.now() - started < maxMs) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (cpuMs(pid) - before <= 20) return;
  }
}
