import type {
  IdempotencyClaim,
  IdempotencyStore,
  StoredResponse,
} from '#application/ports/idempotency-store.ts';

interface Entry {
  fingerprint: string;
  response?: StoredResponse;
  expiresAt: number;
}

/** Idempotency keys of a single process (no REDIS_URL). */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(deps: { now?: () => number } = {}) {
    this.now = deps.now ?? Date.now;
  }

  async claim(key: string, fingerprint: string, ttlMs: number): Promise<IdempotencyClaim> {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt > this.now()) {
      return entry.response
        ? { state: 'done', fingerprint: entry.fingerprint, response: entry.response }
        : { state: 'inProgress', fingerprint: entry.fingerprint };
    }
    this.entries.set(key, { fingerprint, expiresAt: this.now() + ttlMs });
    return { state: 'claimed' };
  }

  async complete(key: string, fingerprint: string, response: StoredResponse, ttlMs: number): Promise<void> {
    this.entries.set(key, { fingerprint, response, expiresAt: this.now() + ttlMs });
  }

  async release(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
