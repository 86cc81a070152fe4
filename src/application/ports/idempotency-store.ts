/** What a booking POST answered, kept so a retry with the same Idempotency-Key gets the same answer. */
export interface StoredResponse {
  status: number;
  body: unknown;
}

export type IdempotencyClaim =
  | { state: 'claimed' }
  | { state: 'inProgress'; fingerprint: string }
  | { state: 'done'; fingerprint: string; response: StoredResponse };

/** Idempotency keys shared by every web process (Redis), or one process's memory without Redis. */
export interface IdempotencyStore {
  /** Atomically claims a fresh key, or reports what the key already holds. */
  claim(key: string, fingerprint: string, ttlMs: number): Promise<IdempotencyClaim>;
  complete(key: string, fingerprint: string, response: StoredResponse, ttlMs: number): Promise<void>;
  /** Forgets a claim whose request failed before answering, so the client may retry. */
  release(key: string): Promise<void>;
}
