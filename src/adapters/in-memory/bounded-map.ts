/**
 * A Map that keeps at most `maxEntries` and, when given a `sizeOf`, at most `maxBytes` of values,
 * forgetting the least recently used first: the in-memory stores of the embedded default hold what
 * clients send them, so neither their count nor their size may be the clients' to choose. A value larger
 * than the whole budget is not kept at all.
 */
export class BoundedMap<K, V> {
  readonly #entries = new Map<K, { value: V; bytes: number }>();
  readonly #maxEntries: number;
  readonly #maxBytes: number;
  readonly #sizeOf: (value: V) => number;
  #bytes = 0;

  constructor(maxEntries: number, budget: { maxBytes: number; sizeOf: (value: V) => number } | null = null) {
    this.#maxEntries = maxEntries;
    this.#maxBytes = budget?.maxBytes ?? Number.POSITIVE_INFINITY;
    this.#sizeOf = budget?.sizeOf ?? (() => 0);
  }

  get size(): number {
    return this.#entries.size;
  }

  /** The values' estimated size, by `sizeOf`. */
  get bytes(): number {
    return this.#bytes;
  }

  get(key: K): V | undefined {
    const entry = this.#entries.get(key);
    if (entry === undefined) return undefined;
    // Re-inserting moves the key to the end of the Map's order: the most recently used.
    this.#entries.delete(key);
    this.#entries.set(key, entry);
    return entry.value;
  }

  set(key: K, value: V): void {
    this.delete(key);
    const bytes = this.#sizeOf(value);
    if (bytes > this.#maxBytes) return;
    this.#entries.set(key, { value, bytes });
    this.#bytes += bytes;
    while (this.#entries.size > this.#maxEntries || this.#bytes > this.#maxBytes) {
      this.delete(this.#entries.keys().next().value as K);
    }
  }

  delete(key: K): void {
    const entry = this.#entries.get(key);
    if (entry === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= entry.bytes;
  }

  keys(): IterableIterator<K> {
    return this.#entries.keys();
  }
}

/** Bytes a string takes at most in V8 (two per UTF-16 unit); an estimate, not a measurement. */
export const stringBytes = (text: string) => text.length * 2;
