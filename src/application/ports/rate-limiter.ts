export interface RateLimit {
  /** A name for the counter family, e.g. `login-account`. */
  name: string;
  points: number;
  durationSeconds: number;
}

/** Counts attempts per key (Redis when configured, so every process shares the count). */
export interface RateLimiter {
  consume(
    limit: RateLimit,
    key: string,
  ): Promise<{ allowed: true } | { allowed: false; retryAfterSeconds: number }>;
  reset(limit: RateLimit, key: string): Promise<void>;
}
