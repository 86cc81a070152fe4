/**
 * One value a remote system answers rarely changes (its ports, countries, routes): loaded once, shared by
 * every caller while fresh, loaded again after `ttlMs`. A failed load is not kept: the next caller asks
 * again, so one outage is not remembered for the whole period.
 */
export class TimedCache<T> {
  readonly #ttlMs: number;
  readonly #now: () => number;
  #entry: { at: number; value: Promise<T> } | undefined;

  constructor(ttlMs: number, now: () => number) {
    this.#ttlMs = ttlMs;
    this.#now = now;
  }

  get(load: () => Promise<T>): Promise<T> {
    if (this.#entry && this.#now() - this.#entry.at < this.#ttlMs) return this.#entry.value;
    const entry = { at: this.#now(), value: load() };
    entry.value.catch(() => {
      entry.at = Number.NEGATIVE_INFINITY;
    });
    this.#entry = entry;
    return entry.value;
  }
}
