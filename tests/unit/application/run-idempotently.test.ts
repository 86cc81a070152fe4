import { afterEach, describe, expect, it, vi } from 'vitest';
import { InMemoryIdempotencyStore } from '#adapters/in-memory/in-memory-idempotency-store.ts';
import { IDEMPOTENCY_LEASE_MS, RunIdempotently } from '#application/ferry/run-idempotently.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const answer = { status: 200, body: { booking: 'KY-1' } };

function setUp() {
  let now = 1_000_000;
  const store = new InMemoryIdempotencyStore({ now: () => now });
  const run = new RunIdempotently({ store, ttlMs: DAY_MS });
  return { store, run, advance: (ms: number) => (now += ms) };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('idempotency keys with a lease', () => {
  it('frees a key claimed by a process that died mid-request once the lease lapses', async () => {
    const { store, run, advance } = setUp();
    // The "dead" process claimed the key and never answered.
    await store.claim('insert:k1', 'body-a', IDEMPOTENCY_LEASE_MS);
    const retry = { key: 'insert:k1', fingerprint: 'body-a', run: async () => answer };
    expect(await run.execute(retry)).toEqual({ kind: 'inProgress' });
    advance(IDEMPOTENCY_LEASE_MS + 1);
    expect(await run.execute(retry)).toEqual({ kind: 'fresh', response: answer });
  });

  it('keeps the finished answer for the long TTL, far beyond the lease', async () => {
    const { run, advance } = setUp();
    const call = { key: 'insert:k2', fingerprint: 'body-a', run: async () => answer };
    await run.execute(call);
    advance(DAY_MS - 1000);
    expect(await run.execute(call)).toEqual({ kind: 'replayed', response: answer });
    expect(await run.execute({ ...call, fingerprint: 'body-b' })).toEqual({ kind: 'conflict' });
  });

  it('renews the lease of a claim in progress, and never an answer already kept', async () => {
    const { store, advance } = setUp();
    await store.claim('k3', 'f', 1000);
    advance(900);
    await store.renew('k3', 'f', 1000);
    advance(900);
    expect(await store.claim('k3', 'f', 1000)).toEqual({ state: 'inProgress', fingerprint: 'f' });
    await store.complete('k3', 'f', answer, 5000);
    await store.renew('k3', 'f', 1);
    advance(4000);
    expect(await store.claim('k3', 'f', 1000)).toEqual({ state: 'done', fingerprint: 'f', response: answer });
  });

  it('renews while the work runs, so a slow request keeps its key', async () => {
    vi.useFakeTimers();
    const renewed: string[] = [];
    const store = new InMemoryIdempotencyStore();
    const renew = store.renew.bind(store);
    store.renew = async (key, fingerprint, leaseMs) => {
      renewed.push(key);
      return renew(key, fingerprint, leaseMs);
    };
    const run = new RunIdempotently({ store, ttlMs: DAY_MS, leaseMs: 300 });
    let finish: () => void = () => {};
    const pending = run.execute({
      key: 'slow',
      fingerprint: 'f',
      run: () => new Promise((resolve) => (finish = () => resolve(answer))),
    });
    await vi.advanceTimersByTimeAsync(1000);
    finish();
    expect(await pending).toEqual({ kind: 'fresh', response: answer });
    expect(renewed.length).toBeGreaterThanOrEqual(3);
    const after = renewed.length;
    await vi.advanceTimersByTimeAsync(1000);
    expect(renewed.length).toBe(after);
  });

  it('holds at most its maximum of keys, forgetting the least recently used', async () => {
    const store = new InMemoryIdempotencyStore({ maxEntries: 2 });
    await store.complete('a', 'f', answer, DAY_MS);
    await store.complete('b', 'f', answer, DAY_MS);
    await store.claim('a', 'f', 1000);
    await store.complete('c', 'f', answer, DAY_MS);
    expect((await store.claim('a', 'f', 1000)).state).toBe('done');
    expect((await store.claim('c', 'f', 1000)).state).toBe('done');
    expect((await store.claim('b', 'f', 1000)).state).toBe('claimed');
  });
});
