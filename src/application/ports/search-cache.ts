/** A short-lived cache of fare-comparison answers, keyed by the normalized query. Values are JSON text. */
export interface SearchCache {
  get(key: string): Promise<string | undefined>;
  set(key: string, value: string, ttlMs: number): Promise<void>;
}
