/** What a booking POST answered, kept so a retry with the same Idempotency-Key gets the same answer. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyClaim =
  | { state: 'claimed' }
  | { state: 'inProgress'; fingerprint: string }
  | { state: 'done'; fingerprint: string; response: StoredResponse };

/**
 * Idempotency keys shared by every web process (Redis), or one process's memory without Redis. A claim
 * in progress lives only as long as its lease, which the working process keeps renewing: when that
 * process dies, the key is free again within one lease instead of blocking retries for a day.
 */
export interface IdempotencyStore {
  /** Atomically claims a fresh key for `leaseMs`, or reports what the key already holds. */
  claim(key: string, fingerprint: string, leaseMs: number): Promise<IdempotencyClaim>;
  /** Extends the lease of this claim while it is still in progress; a finished answer is left alone. */
  renew(key: string, fingerprint: string, leaseMs: number): Promise<void>;
  /** Keeps the finished answer for `ttlMs`. */
  complete(key: string, fingerprint: string, response: StoredResponse, ttlMs: number): Promise<void>;
  /** Forgets a claim whose request failed before answering, so the client may retry. */
  release(key: string): Promise<void>;
}
