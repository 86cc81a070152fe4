import { describe, expect, it } from 'vitest';
import { FlexibleRateLimiter } from '#adapters/rate-limit/flexible-rate-limiter.ts';
import { RequestSignInLink } from '#application/orders/request-sign-in-link.ts';
import type { OutboxMessage } from '#application/ports/outbox-repository.ts';

function requestSignInLink() {
  const written: OutboxMessage[] = [];
  let id = 0;
  const useCase = new RequestSignInLink({
    outbox: { add: async (message) => void written.push(message), relayDue: async () => 0 },
    limiter: new FlexibleRateLimiter({}),
    ids: { next: () => `job-${++id}` },
    clock: { now: () => new Date('2026-07-01T09:00:00Z') },
  });
  return { useCase, written };
}

describe('RequestSignInLink', () => {
  it('only writes the job, with the address as typed lower-cased and no token', async () => {
    const { useCase, written } = requestSignInLink();
    const answer = await useCase.execute({
      reference: 'KY7Q3MZDW1HC9RTA',
      email: 'Some.One@Example.com',
      ip: '203.0.113.9',
    });
    expect(answer).toEqual({ ok: true, value: undefined });
    expect(written).toEqual([
      {
        id: 'job-1',
        name: 'order.sendSignInLink',
        payload: { reference: 'KY7Q3MZDW1HC9RTA', email: 'some.one@example.com' },
        createdAt: new Date('2026-07-01T09:00:00Z'),
      },
    ]);
  });

  it('writes nothing once a limit is reached', async () => {
    const { useCase, written } = requestSignInLink();
    const form = { reference: 'KY7Q3MZDW1HC9RTA', email: 'a@example.com' };
    for (let i = 0; i < 3; i++) await useCase.execute({ ...form, ip: `203.0.113.${i}` });
    expect(await useCase.execute({ ...form, ip: '203.0.113.99' })).toEqual({
      ok: false,
      error: { code: 'tooManyRequests' },
    });
    expect(written).toHaveLength(3);
  });
});
