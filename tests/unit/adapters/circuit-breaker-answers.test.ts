import { describe, expect, it } from 'vitest';
import { object, string } from 'yup';
import { HttpUpstreamClient } from '#adapters/ferry-upstream/http/http-upstream-client.ts';
import { BOOKING_API_PROTOCOL, readAnswer } from '#adapters/ferry-upstream/http/read-answer.ts';
import type { UpstreamFailure } from '#application/ports/ferry-inventory.ts';

const THRESHOLD = 3;
const source = { agentName: 'partner', path: '/getPorts' };
const ports = object({ name: string().required() });

/** The booking API's client over a stand-in upstream that gives every call the answer `reply` makes. */
function upstreamAnswering(reply: () => Response) {
  return new HttpUpstreamClient({
    name: 'partner',
    baseUrl: 'http://partner.test/booking',
    attemptTimeoutMs: 1000,
    retries: 0,
    backoffMs: 1,
    breakerThreshold: THRESHOLD,
    breakerCoolDownMs: 60_000,
    fetch: (async () => reply()) as typeof fetch,
  });
}
const json = (status: number, body: unknown) => () => Response.json(body, { status });
const refusal = (code: string) => ({ error: { code, key: code, message: `${code}!`, fields: [] } });

/** One call, read as the booking API reads it; what it threw, if it threw. */
async function call(client: HttpUpstreamClient): Promise<UpstreamFailure | undefined> {
  const request = { method: 'GET' as const, path: '/getPorts', idempotent: true };
  return client
    .send(request, (answer) => readAnswer(answer, ports, source, BOOKING_API_PROTOCOL.refusal))
    .then(
      () => undefined,
      (error: unknown) => error as UpstreamFailure,
    );
}

describe('the circuit breaker counts what says the upstream is down, not what it answers (issue #47)', () => {
  it('stays closed on refusals, known or not: the upstream answered each', async () => {
    const known = upstreamAnswering(json(404, refusal('tripNotFound')));
    const unknown = upstreamAnswering(json(409, refusal('seasonNotOpen')));
    for (let i = 0; i <= THRESHOLD; i++) {
      expect(await call(known)).toBeUndefined();
      expect(await call(unknown)).toMatchObject({ kind: 'unavailable' });
    }
    expect([known.breaker.state, unknown.breaker.state]).toEqual(['closed', 'closed']);
  });

  it('opens on 5xx answers and on malformed ones', async () => {
    const down = upstreamAnswering(json(503, {}));
    const garbled = upstreamAnswering(json(200, { nonsense: true }));
    for (let i = 0; i < THRESHOLD; i++) {
      expect(await call(down)).toMatchObject({ kind: 'unavailable' });
      expect(await call(garbled)).toMatchObject({ kind: 'malformedResponse' });
    }
    expect(await call(down)).toMatchObject({ kind: 'circuitOpen' });
    expect(await call(garbled)).toMatchObject({ kind: 'circuitOpen' });
  });
});
