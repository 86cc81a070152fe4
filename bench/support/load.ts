import { Agent, request } from 'node:http';

export interface LoadResult {
  requests: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  /** Bytes on the wire of one answer (the last one). */
  bodyBytes: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/** One GET as a browser sends it (Brotli and gzip accepted); resolves with its status, headers and body. */
export function get(url: string, agent?: Agent, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request(
        url,
        { agent, headers: { 'accept-encoding': 'gzip, deflate, br', ...headers } },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
          );
          res.on('error', reject);
        },
      );
      req.on('error', reject);
      req.end();
    },
  );
}

/**
 * `total` requests to `url`, `concurrency` at a time over kept-alive connections. Given several addresses
 * (the same page on several servers), the requests take them in turn: a round-robin in front of them.
 */
export async function load(url: string | string[], total: number, concurrency: number): Promise<LoadResult> {
  const urls = typeof url === 'string' ? [url] : url;
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const latencies: number[] = [];
  let bodyBytes = 0;
  let next = 0;
  const worker = async () => {
    while (next < total) {
      const target = urls[next % urls.length]!;
      next += 1;
      const started = performance.now();
      const answer = await get(target, agent);
      if (answer.status !== 200) throw new Error(`${target} answered ${answer.status}`);
      latencies.push(performance.now() - started);
      bodyBytes = answer.body.length;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  latencies.sort((a, b) => a - b);
  return {
    requests: total,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    p99Ms: percentile(latencies, 99),
    bodyBytes,
  };
}
