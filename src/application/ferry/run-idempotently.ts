import type { IdempotencyStore, StoredResponse } from '../ports/idempotency-store.ts';

export type IdempotentOutcome =
  | { kind: 'fresh'; response: StoredResponse }
  | { kind: 'replayed'; response: StoredResponse }
  | { kind: 'conflict' }
  | { kind: 'inProgress' };

/** Long enough for any booking call with its upstream deadlines; renewed every third of it while working. */
export const IDEMPOTENCY_LEASE_MS = 30_000;

/**
 * Runs a booking POST at most once per Idempotency-Key: the same key and body replay the first answer,
 * the same key with another body is a conflict (422), a retry while the first is running is told so (409).
 * The claim is a short lease renewed while the work runs; only the finished answer is kept for `ttlMs`.
 */
export class RunIdempotently {
  private readonly deps: { store: IdempotencyStore; ttlMs: number; leaseMs: number };
  constructor(deps: { store: IdempotencyStore; ttlMs: number; leaseMs?: number }) {
    this.deps = { ...deps, leaseMs: deps.leaseMs ?? IDEMPOTENCY_LEASE_MS };
  }

  async execute(input: {
    key: string;
    fingerprint: string;
    run: () => Promise<StoredResponse>;
  }): Promise<IdempotentOutcome> {
    const { store, ttlMs, leaseMs } = this.deps;
    const claim = await store.claim(input.key, input.fingerprint, leaseMs);
    if (claim.state !== 'claimed') {
      if (claim.fingerprint !== input.fingerprint) return { kind: 'conflict' };
      return claim.state === 'done' ? { kind: 'replayed', response: claim.response } : { kind: 'inProgress' };
    }
    // A failed renewal is not the request's failure: at worst a retry runs once the lease lapses.
    const renewal = setInterval(() => {
      store.renew(input.key, input.fingerprint, leaseMs).catch(() => {});
    }, leaseMs / 3);
    let response: StoredResponse;
    try {
      response = await input.run();
    } catch (error) {
      await store.release(input.key);
      throw error;
    } finally {
      clearInterval(renewal);
    }
    // Answers that say "try again" must not be pinned to the key.
    if (response.status >= 500) await store.release(input.key);
    else await store.complete(input.key, input.fingerprint, response, ttlMs);
    return { kind: 'fresh', response };
  }
}
