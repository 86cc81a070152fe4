import { describe, expect, it } from 'vitest';
import type { ContentCache } from '#application/ports/content-cache.ts';
import type { IdempotencyStore } from '#application/ports/idempotency-store.ts';
import type { RenderedPage, RenderedPageCache } from '#application/ports/rendered-page-cache.ts';
import type { SearchCache } from '#application/ports/search-cache.ts';

/**
 * What every adapter of the short-lived stores promises, in memory (one process) or on Redis (shared by
 * every web process). Each factory makes a store of its own, with the given time to live where it has one.
 */
export interface ShortLivedStores {
  searchCache(): SearchCache;
  idempotencyStore(): IdempotencyStore;
  contentCache(ttlMs: number): ContentCache;
  renderedPageCache(ttlMs: number): RenderedPageCache;
}

const DAY_MS = 24 * 60 * 60 * 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function shortLivedStoresContract(name: string, stores: ShortLivedStores) {
  describe(`${name}: the search cache`, () => {
    it('answers what was set until its time to live ends, and the newer of two values', async () => {
      const cache = stores.searchCache();
      expect(await cache.get('PIR-JTR')).toBeUndefined();
      await cache.set('PIR-JTR', '{"legs":[]}', 60_000);
      await cache.set('PIR-HER', 'first', 60_000);
      await cache.set('PIR-HER', 'second', 60_000);
      await cache.set('brief', 'soon gone', 40);
      expect(await cache.get('PIR-JTR')).toBe('{"legs":[]}');
      expect(await cache.get('PIR-HER')).toBe('second');
      await pause(120);
      expect(await cache.get('brief')).toBeUndefined();
    });
  });

  describe(`${name}: idempotency keys`, () => {
    it('claims a key once, answers the finished response to a repeat, and frees a released claim', async () => {
      const store = stores.idempotencyStore();
      expect(await store.claim('k1', 'body-a', 30_000)).toEqual({ state: 'claimed' });
      expect(await store.claim('k1', 'body-a', 30_000)).toEqual({
        state: 'inProgress',
        fingerprint: 'body-a',
      });
      await store.complete('k1', 'body-a', { status: 201, body: { orderCode: 'X1' } }, DAY_MS);
      expect(await store.claim('k1', 'body-b', 30_000)).toEqual({
        state: 'done',
        fingerprint: 'body-a',
        response: { status: 201, body: { orderCode: 'X1' } },
      });
      expect(await store.claim('k2', 'body', 30_000)).toEqual({ state: 'claimed' });
      await store.release('k2');
      expect(await store.claim('k2', 'body', 30_000)).toEqual({ state: 'claimed' });
    });

    it('frees a claim whose lease lapsed, unless it was renewed', async () => {
      const store = stores.idempotencyStore();
      await store.claim('lapsing', 'f', 40);
      await store.claim('renewed', 'f', 40);
      await store.renew('renewed', 'f', 60_000);
      await pause(120);
      expect(await store.claim('lapsing', 'f', 30_000)).toEqual({ state: 'claimed' });
      expect(await store.claim('renewed', 'f', 30_000)).toEqual({ state: 'inProgress', fingerprint: 'f' });
    });
  });

  describe(`${name}: the content cache`, () => {
    it('loads once, reloads what was invalidated, and changes its version with every invalidation', async () => {
      const cache = stores.contentCache(60_000);
      let loads = 0;
      const load = async () => ({ title: `Santorini ${++loads}` });
      expect(await cache.read('destinations', 'santorini', load)).toEqual({ title: 'Santorini 1' });
      expect(await cache.read('destinations', 'santorini', load)).toEqual({ title: 'Santorini 1' });
      const before = await cache.version();
      await cache.invalidate('offers');
      expect(await cache.read('destinations', 'santorini', load)).toEqual({ title: 'Santorini 1' });
      await cache.invalidate('destinations');
      expect(await cache.read('destinations', 'santorini', load)).toEqual({ title: 'Santorini 2' });
      await cache.invalidate('all');
      expect(await cache.read('destinations', 'santorini', load)).toEqual({ title: 'Santorini 3' });
      const after = await cache.version();
      expect(after).not.toBe(before);
      await cache.invalidate('offers');
      expect(await cache.version()).not.toBe(after);
    });

    it("hands every reader one frozen value, as it reads back from JSON, and the loader's own is never kept", async () => {
      const cache = stores.contentCache(60_000);
      const loaded = { title: 'Santorini', sections: [{ at: new Date('2026-12-01T00:00:00Z') }] };
      const first = await cache.read('pages', 'frozen', async () => loaded);
      const second = await cache.read('pages', 'frozen', async () => loaded);
      expect(first).toEqual({ title: 'Santorini', sections: [{ at: '2026-12-01T00:00:00.000Z' }] });
      expect(second).toBe(first);
      expect(Object.isFrozen(first.sections[0])).toBe(true);
      expect(() => {
        (first.sections as unknown[]).push({});
      }).toThrow(TypeError);
      expect(Object.isFrozen(loaded)).toBe(false);
    });

    it('loads again once the time to live ended', async () => {
      const cache = stores.contentCache(40);
      let loads = 0;
      await cache.read('pages', 'about', async () => ++loads);
      await pause(120);
      expect(await cache.read('pages', 'about', async () => ++loads)).toBe(2);
    });
  });

  describe(`${name}: the rendered page cache`, () => {
    const page = (text: string): RenderedPage => ({
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-language': 'el' },
      scriptHashes: ["'sha256-abc='"],
      html: Buffer.from(`<p>${text}</p>`),
      gzip: Buffer.from([0x1f, 0x8b, 0, 255]),
      brotli: Buffer.from([0x0b, 0x80, 0]),
    });

    it('keeps a page byte for byte until its time to live ends', async () => {
      const kept = stores.renderedPageCache(60_000);
      expect(await kept.get('v1:/en')).toBeUndefined();
      await kept.set('v1:/en', page('Καλώς ήρθατε'));
      expect(await kept.get('v1:/en')).toEqual(page('Καλώς ήρθατε'));
      const brief = stores.renderedPageCache(40);
      await brief.set('v1:/de', page('Willkommen'));
      await pause(120);
      expect(await brief.get('v1:/de')).toBeUndefined();
    });
  });
}
