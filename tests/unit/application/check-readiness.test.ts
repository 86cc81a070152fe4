import { describe, expect, it } from 'vitest';
import { CheckReadiness } from '#application/health/check-readiness.ts';

describe('check readiness', () => {
  it('is ready when every dependency answers', async () => {
    const readiness = new CheckReadiness({
      probes: [
        { name: 'database', check: async () => {} },
        { name: 'queue', check: async () => {} },
      ],
      timeoutMs: 100,
    });
    expect(await readiness.execute()).toEqual({ ready: true, checks: { database: 'ok', queue: 'ok' } });
  });

  it('is not ready when a dependency fails or hangs past the time limit', async () => {
    const readiness = new CheckReadiness({
      probes: [
        { name: 'database', check: () => new Promise(() => {}) },
        { name: 'queue', check: async () => Promise.reject(new Error('connection refused')) },
        { name: 'cache', check: async () => {} },
      ],
      timeoutMs: 20,
    });
    expect(await readiness.execute()).toEqual({
      ready: false,
      checks: { database: 'failing', queue: 'failing', cache: 'ok' },
    });
  });
});
