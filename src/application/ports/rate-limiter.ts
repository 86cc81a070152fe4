export interface RateLimit {
  /** A name for the counter family, e.g. `login-account`. */
  name: string;
  points: number;
  durationSeconds: number;
}

export type RateLimitOutcome = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** Counts attempts per key (Redis when configured, so every process shares the count). */
export interface RateLimiter {
  /** Counts one attempt, and says whether it is still within the limit. */
  consume(limit: RateLimit, key: string): Promise<RateLimitOutcome>;
  /** Says whether the key has used up its limit, without counting anything (e.g. before a login). */
  check(limit: RateLimit, key: string): Promise<RateLimitOutcome>;
  reset(limit: RateLimit, key: string): Promise<void>;
}
