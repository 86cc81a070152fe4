import { UpstreamFailure } from '#application/ports/ferry-inventory.ts';

/** How a simulated upstream system misbehaves: latency, and the share of calls that fail each way. */
export interface UpstreamBehaviour {
  latencyMs: number;
  /** Extra random latency, 0..jitterMs. */
  jitterMs: number;
  /** Share of calls that never answer (until the caller gives up, or `hangMs`). */
  timeoutRate: number;
  /** Share of calls answered with a 5xx. */
  errorRate: number;
  /** Share of calls answered with a body that fails validation. */
  malformedRate: number;
  /** Share of calls whose body trickles in for `slowBodyMs` more. */
  slowBodyRate: number;
  slowBodyMs: number;
  hangMs: number;
}

const WELL_BEHAVED: UpstreamBehaviour = {
  latencyMs: 0,
  jitterMs: 0,
  timeoutRate: 0,
  errorRate: 0,
  malformedRate: 0,
  slowBodyRate: 0,
  slowBodyMs: 5000,
  hangMs: 30_000,
};

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** Applies a behaviour around each call of a simulated system. `random` is injectable for tests. */
export class FaultInjector {
  behaviour: UpstreamBehaviour;
  private readonly agentName: string;
  private readonly random: () => number;

  constructor(deps: { agentName: string; behaviour?: Partial<UpstreamBehaviour>; random?: () => number }) {
    this.agentName = deps.agentName;
    this.behaviour = { ...WELL_BEHAVED, ...deps.behaviour };
    this.random = deps.random ?? Math.random;
  }

  /** Changes the behaviour at run time (tests and benchmarks force an upstream to fail). */
  configure(behaviour: Partial<UpstreamBehaviour>): void {
    this.behaviour = { ...this.behaviour, ...behaviour };
  }

  /** Waits out the latency and throws the failure this call draws, if any. */
  async call<T>(signal: AbortSignal | undefined, work: () => Promise<T>): Promise<T> {
    const b = this.behaviour;
    try {
      const latency = b.latencyMs + (b.jitterMs > 0 ? this.random() * b.jitterMs : 0);
      if (latency > 0) await sleep(latency, signal);
      const draw = this.random();
      if (draw < b.timeoutRate) {
        await sleep(b.hangMs, signal);
        throw new UpstreamFailure(this.agentName, 'timeout', `no answer within ${b.hangMs} ms`);
      }
      if (draw < b.timeoutRate + b.errorRate)
        throw new UpstreamFailure(this.agentName, 'unavailable', 'HTTP 503 Service Unavailable');
      const result = await work();
      if (draw < b.timeoutRate + b.errorRate + b.malformedRate) {
        throw new UpstreamFailure(
          this.agentName,
          'malformedResponse',
          'the answer did not match the contract',
        );
      }
      if (draw < b.timeoutRate + b.errorRate + b.malformedRate + b.slowBodyRate)
        await sleep(b.slowBodyMs, signal);
      return result;
    } catch (error) {
      if (signal?.aborted && !(error instanceof UpstreamFailure)) {
        throw new UpstreamFailure(this.agentName, 'aborted', 'the caller stopped waiting', { cause: error });
      }
      throw error;
    }
  }
}
