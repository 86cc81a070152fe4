import { describe, expect, it } from 'vitest';
import { BoundedMap, stringBytes } from '#adapters/in-memory/bounded-map.ts';
import { InMemoryContentCache } from '#adapters/in-memory/in-memory-content-cache.ts';
import { InMemoryIdempotencyStore } from '#adapters/in-memory/in-memory-idempotency-store.ts';
import { InMemorySearchCache } from '#adapters/in-memory/in-memory-search-cache.ts';

/** Issue #12: what clients send may fill the embedded default's memory stores only up to a fixed size. */
describe('in-memory stores are bounded in bytes as well as entries', () => {
  it('evicts the least recently used values once the byte budget is spent, and keeps nothing larger than it', () => {
    const map = new BoundedMap<string, string>(100, { maxBytes: 100, sizeOf: stringBytes });
    map.set('a', 'x'.repeat(20));
    map.set('b', 'x'.repeat(20));
    map.get('a');
    map.set('c', 'x'.repeat(20));
    expect([...map.keys()]).toEqual(['a', 'c']);
    expect(map.bytes).toBe(80);
    map.set('huge', 'x'.repeat(51));
    expect(map.get('huge')).toBeUndefined();
    expect(map.bytes).toBeLessThanOrEqual(100);
    map.set('a', 'x');
    expect(map.bytes).toBe(42);
  });

  it('holds a content cache to its byte budget however many distinct queries come', async () => {
    const cache = new InMemoryContentCache({ ttlMs: 60_000, maxBytes: 50_000 });
    const longPost = { content: 'κείμενο '.repeat(1000) };
    let loads = 0;
    for (let query = 0; query < 200; query += 1) {
      await cache.read('posts', `list:${query}`, async () => {
        loads += 1;
        return [longPost];
      });
    }
    expect(loads).toBe(200);
    // The most recent reads are still served from the cache, frozen: a caller cannot spoil them.
    const served = await cache.read('posts', 'list:199', async () => {
      throw new Error('should be cached');
    });
    expect(served).toEqual([longPost]);
    expect(() => {
      (served as { content: string }[])[0]!.content = 'changed';
    }).toThrow(TypeError);
    expect(await cache.read('posts', 'list:199', async () => [])).toEqual([longPost]);
    // The oldest ones are gone.
    expect(await cache.read('posts', 'list:0', async () => 'reloaded')).toBe('reloaded');
  });

  it('keeps search answers and idempotent responses within their budgets', async () => {
    const search = new InMemorySearchCache({ maxBytes: 10_000 });
    for (let query = 0; query < 50; query += 1) await search.set(`q${query}`, 'y'.repeat(1000), 60_000);
    expect(await search.get('q49')).toBeDefined();
    expect(await search.get('q0')).toBeUndefined();

    const store = new InMemoryIdempotencyStore({ maxBytes: 10_000 });
    for (let key = 0; key < 50; key += 1) {
      await store.claim(`k${key}`, 'f', 30_000);
      await store.complete(`k${key}`, 'f', { status: 200, body: { text: 'z'.repeat(1000) } }, 60_000);
    }
    expect(await store.claim('k49', 'f', 30_000)).toMatchObject({ state: 'done' });
    expect(await store.claim('k0', 'f', 30_000)).toEqual({ state: 'claimed' });
  });
});
