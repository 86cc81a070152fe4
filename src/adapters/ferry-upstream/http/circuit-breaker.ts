/**
 * A circuit breaker for one upstream: after `threshold` consecutive failures it opens and refuses calls
 * at once; after `coolDownMs` it lets one trial call through (half-open); the trial's outcome closes it
 * again or reopens it for another cool-down. A refusal costs nothing, so a dead upstream stops eating
 * the deadline of every search.
 */
export type CircuitState = 'closed' | 'open' | 'halfOpen';

export interface CircuitBreakerOptions {
  threshold: number;
  coolDownMs: number;
  now?: () => number;
}

export class CircuitBreaker {
  readonly #threshold: number;
  readonly #coolDownMs: number;
  readonly #now: () => number;
  #failures = 0;
  #openedAt: number | undefined;
  #trialInFlight = false;

  constructor(options: CircuitBreakerOptions) {
    this.#threshold = Math.max(1, options.threshold);
    this.#coolDownMs = options.coolDownMs;
    this.#now = options.now ?? Date.now;
  }

  get state(): CircuitState {
    if (this.#openedAt === undefined) return 'closed';
    return this.#now() - this.#openedAt >= this.#coolDownMs ? 'halfOpen' : 'open';
  }

  /** Asks to make a call; false means refuse it. A true in half-open state reserves the single trial. */
  tryAcquire(): boolean {
    const state = this.state;
    if (state === 'closed') return true;
    if (state === 'open' || this.#trialInFlight) return false;
    this.#trialInFlight = true;
    return true;
  }

  recordSuccess(): void {
    this.#failures = 0;
    this.#openedAt = undefined;
    this.#trialInFlight = false;
  }

  recordFailure(): void {
    this.#failures += 1;
    if (this.#trialInFlight || this.#failures >= this.#threshold) this.#openedAt = this.#now();
    this.#trialInFlight = false;
  }

  /** The call ended without telling anything about the upstream (the caller gave up first). */
  release(): void {
    this.#trialInFlight = false;
  }
}
