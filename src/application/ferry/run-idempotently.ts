import type { IdempotencyStore, StoredResponse } from '../ports/idempotency-store.ts';

export type IdempotentOutcome =
  | { kind: 'fresh'; response: StoredResponse }
  | { kind: 'replayed'; response: StoredResponse }
  | { kind: 'conflict' }
  | { kind: 'inProgress' };

/**
 * Runs a booking POST at most once per Idempotency-Key: the same key and body replay the first answer,
 * the same key with another body is a conflict (422), a retry while the first is running is told so (409).
 */
export class RunIdempotently {
  private readonly deps: { store: IdempotencyStore; ttlMs: number };
  constructor(deps: { store: IdempotencyStore; ttlMs: number }) {
    this.deps = deps;
  }

  async execute(input: {
    key: string;
    fingerprint: string;
    run: () => Promise<StoredResponse>;
  }): Promise<IdempotentOutcome> {
    const claim = await this.deps.store.claim(input.key, input.fingerprint, this.deps.ttlMs);
    if (claim.state !== 'claimed') {
      if (claim.fingerprint !== input.fingerprint) return { kind: 'conflict' };
      return claim.state === 'done' ? { kind: 'replayed', response: claim.response } : { kind: 'inProgress' };
    }
    let response: StoredResponse;
    try {
      response = await input.run();
    } catch (error) {
      await this.deps.store.release(input.key);
      throw error;
    }
    // Answers that say "try again" must not be pinned to the key.
    if (response.status >= 500) await this.deps.store.release(input.key);
    else await this.deps.store.complete(input.key, input.fingerprint, response, this.deps.ttlMs);
    return { kind: 'fresh', response };
  }
}
