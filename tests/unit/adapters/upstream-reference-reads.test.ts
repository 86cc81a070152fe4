import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { HttpUpstreamClient } from '#adapters/ferry-upstream/http/http-upstream-client.ts';
import { TimedCache } from '#adapters/ferry-upstream/http/timed-cache.ts';
import { UpstreamCalls } from '#adapters/ferry-upstream/http/upstream-calls.ts';
import { LIKNOSS_PROTOCOL } from '#adapters/liknoss/liknoss-protocol.ts';
import { LiknossSearch } from '#adapters/liknoss/liknoss-search.ts';

/** A client over a stand-in upstream that records every URL asked and answers `reply`. */
function recordingClient(reply: (url: URL) => unknown) {
  const asked: URL[] = [];
  const client = new HttpUpstreamClient({
    name: 'upstream',
    baseUrl: 'http://upstream.test/api',
    attemptTimeoutMs: 1000,
    retries: 0,
    backoffMs: 1,
    breakerThreshold: 3,
    breakerCoolDownMs: 60_000,
    fetch: (async (input: string) => {
      const url = new URL(input);
      asked.push(url);
      return Response.json(reply(url));
    }) as typeof fetch,
  });
  return { client, asked };
}

describe('what Kyma asks a company for its reference lists (issue #47)', () => {
  it('asks Liknoss for its harbours, countries and routes once, shared by every caller until they age', async () => {
    let now = 0;
    const { client, asked } = recordingClient(() => []);
    const search = new LiknossSearch(
      new UpstreamCalls(client, 'liknoss', LIKNOSS_PROTOCOL),
      'liknoss',
      () => now,
    );
    await Promise.all([search.ports(), search.ports(), search.countries(), search.reachable('PIR', false)]);
    await search.ports();
    await search.reachable('JTR', true);
    expect(asked.map((url) => url.pathname).sort()).toEqual([
      '/api/countries',
      '/api/locations',
      '/api/routes',
    ]);
    now += 7 * 60 * 60_000;
    await search.ports();
    expect(asked.filter((url) => url.pathname === '/api/locations')).toHaveLength(2);
  });

  it('puts none of Kyma’s own parameters on another system’s URLs', async () => {
    const { client, asked } = recordingClient(() => ({ name: 'x' }));
    const calls = new UpstreamCalls(client, 'upstream', LIKNOSS_PROTOCOL);
    await calls.query('/locations', object({ name: string().required() }), undefined, {
      query: { locationType: 'HARBOUR' },
    });
    expect(asked[0]!.search).toBe('?locationType=HARBOUR');
  });

  it('keeps no failed load: the next caller asks again', async () => {
    const cache = new TimedCache<number>(60_000, () => 0);
    await expect(cache.get(() => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cache.get(async () => 7)).toBe(7);
    expect(await cache.get(async () => 8)).toBe(7);
  });
});
