/**
 * Cached values are read many times per second (the content cache's home sections and shell on every
 * page, the departure dates of a page's route links, the results' fare answers) and never written by a
 * reader: each stored text is parsed once and every reader shares the one deeply frozen value (decision
 * 0092). A reader that changed one would throw (modules are strict), not corrupt its neighbours' pages.
 */
export function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  for (const inner of Object.values(value)) deepFreeze(inner);
  return Object.freeze(value);
}

/**
 * The frozen values of the texts last read by key, for caches whose store keeps text (Redis, the search
 * cache): a text read again is compared (one pointer when the store hands back the same string) and not
 * parsed again. Bounded in keys and in characters, the least recently read forgotten first; keys are
 * clients' queries.
 */
export class ParsedOnce {
  readonly #entries = new Map<string, { text: string; value: unknown }>();
  readonly #maxEntries: number;
  readonly #maxChars: number;
  #chars = 0;

  constructor(limits: { maxEntries: number; maxChars: number }) {
    this.#maxEntries = limits.maxEntries;
    this.#maxChars = limits.maxChars;
  }

  parse<T>(key: string, text: string): T {
    const known = this.#entries.get(key);
    this.#forget(key);
    const same = known?.text === text;
    const value = same ? known.value : deepFreeze(JSON.parse(text));
    if (text.length <= this.#maxChars) {
      // The text already kept, not the one just read: that one then dies young, where collecting is
      // cheap, instead of outliving a collection for every read (a results page reads ~17 answers).
      this.#entries.set(key, same ? known : { text, value });
      this.#chars += text.length;
      for (const [oldest] of this.#entries) {
        if (this.#entries.size <= this.#maxEntries && this.#chars <= this.#maxChars) break;
        this.#forget(oldest);
      }
    }
    return value as T;
  }

  #forget(key: string) {
    const entry = this.#entries.get(key);
    if (!entry) return;
    this.#entries.delete(key);
    this.#chars -= entry.text.length;
  }
}
