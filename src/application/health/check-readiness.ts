import type { ReadinessProbe } from '../ports/readiness-probe.ts';

export interface Readiness {
  ready: boolean;
  checks: Record<string, 'ok' | 'failing'>;
}

/** Ready only when every dependency answers within the time limit. */
export class CheckReadiness {
  readonly #probes: readonly ReadinessProbe[];
  readonly #timeoutMs: number;

  constructor(deps: { probes: readonly ReadinessProbe[]; timeoutMs: number }) {
    this.#probes = deps.probes;
    this.#timeoutMs = deps.timeoutMs;
  }

  async execute(): Promise<Readiness> {
    const results = await Promise.all(
      this.#probes.map(async (probe) => {
        try {
          await Promise.race([
            probe.check(),
            new Promise((_, reject) =>
              setTimeout(() => reject(new Error('timed out')), this.#timeoutMs).unref(),
            ),
          ]);
          return [probe.name, 'ok'] as const;
        } catch {
          return [probe.name, 'failing'] as const;
        }
      }),
    );
    return { ready: results.every(([, state]) => state === 'ok'), checks: Object.fromEntries(results) };
  }
}
