import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { get } from './load.ts';

export interface RunningServer {
  pid: number;
  /** Milliseconds from the process start to its first page served. */
  startMs: number;
  stop(): Promise<void>;
  /** Ends it at once (when the benchmark itself fails). */
  kill(): void;
}

/**
 * Starts the production build as `npm run serve` does and waits for its first page: on the embedded
 * defaults, or on the PostgreSQL and Redis that `env` names (DATABASE_URL, REDIS_URL).
 */
export async function startKyma(options: {
  port: number;
  dataDir: string;
  firstPage: string;
  env?: Record<string, string>;
}): Promise<RunningServer> {
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, ['src/main.ts'], {
    env: {
      ...Object.fromEntries(
        Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL' && name !== 'REDIS_URL'),
      ),
      NODE_ENV: 'production',
      // Production takes the test cards only when told to (decision 0108).
      PAYMENT_PROVIDERS: 'sandbox',
      // As `npm run serve` and the image run it (see the Dockerfile).
      MALLOC_ARENA_MAX: '2',
      NODE_OPTIONS: `--max-old-space-size=1024 ${process.env.NODE_OPTIONS ?? ''}`,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      ...options.env,
    },
    stdio: 'ignore',
  });
  const exited = once(child, 'exit');
  const url = `http://127.0.0.1:${options.port}${options.firstPage}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const answer = await get(url).catch(() => undefined);
    if (answer?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return {
    pid: child.pid!,
    startMs: performance.now() - started,
    kill() {
      child.kill('SIGKILL');
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
