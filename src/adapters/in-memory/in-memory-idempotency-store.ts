import type {
  IdempotencyClaim,
  IdempotencyStore,
  StoredResponse,
} from '#application/ports/idempotency-store.ts';
import { BoundedMap, stringBytes } from './bounded-map.ts';

interface Entry {
  fingerprint: string;
  response?: StoredResponse;
  /** The response's size as JSON, measured once when it is stored. */
  bytes: number;
  expiresAt: number;
}

/**
 * Idempotency keys of a single process (no REDIS_URL): at most `maxEntries` of them and `maxBytes` of
 * stored answers, least recently used forgotten first (a retry after that runs as a new request would).
 */
export class InMemoryIdempotencyStore implements IdempotencyStore {
  private readonly entries: BoundedMap<string, Entry>;
  private readonly now: () => number;

  constructor(deps: { now?: () => number; maxEntries?: number; maxBytes?: number } = {}) {
    this.now = deps.now ?? Date.now;
    this.entries = new BoundedMap(deps.maxEntries ?? 10_000, {
      maxBytes: deps.maxBytes ?? 32 * 2 ** 20,
      sizeOf: (entry) => entry.bytes,
    });
  }

  #live(key: string): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) this.entries.delete(key);
    return entry && entry.expiresAt > this.now() ? entry : undefined;
  }

  async claim(key: string, fingerprint: string, leaseMs: number): Promise<IdempotencyClaim> {
    const entry = this.#live(key);
    if (entry) {
      return entry.response
        ? { state: 'done', fingerprint: entry.fingerprint, response: entry.response }
        : { state: 'inProgress', fingerprint: entry.fingerprint };
    }
    this.entries.set(key, {
      fingerprint,
      bytes: stringBytes(key) + stringBytes(fingerprint),
      expiresAt: this.now() + leaseMs,
    });
    return { state: 'claimed' };
  }

  async renew(key: string, fingerprint: string, leaseMs: number): Promise<void> {
    const entry = this.#live(key);
    if (entry && !entry.response && entry.fingerprint === fingerprint) {
      entry.expiresAt = this.now() + leaseMs;
    }
  }

  async complete(key: string, fingerprint: string, response: StoredResponse, ttlMs: number): Promise<void> {
    const bytes = stringBytes(key) + stringBytes(fingerprint) + stringBytes(JSON.stringify(response) ?? '');
    this.entries.set(key, { fingerprint, response, bytes, expiresAt: this.now() + ttlMs });
  }

  async release(key: string): Promise<void> {
    this.entries.delete(key);
  }
}
