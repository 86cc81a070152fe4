import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  HttpFerryInventory,
  type HttpFerryInventoryOptions,
} from '#adapters/ferry-upstream/http/http-ferry-inventory.ts';
import { UpstreamFailure } from '#application/ports/ferry-inventory.ts';

type Handler = (req: IncomingMessage, res: ServerResponse, body: string) => void;

/** A stand-in upstream: each test says how it answers, and the test counts the requests per path. */
let handler: Handler;
let hits: Record<string, number>;
let seen: IncomingMessage[];
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace('/booking', '');
    hits[path] = (hits[path] ?? 0) + 1;
    seen.push(req);
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => handler(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/booking`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  hits = {};
  seen = [];
});

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const port = (code: string) => ({
  code,
  name: code,
  countryCode: 'GR',
  area: 'Cyclades',
  island: true,
  latitude: 36.4,
  longitude: 25.4,
});
const problem = (code: string, status: number) => ({
  status,
  body: { error: { code, key: code, message: `${code}!`, fields: [] } },
});

function inventory(options: Partial<HttpFerryInventoryOptions> = {}) {
  return new HttpFerryInventory({
    name: 'partner',
    baseUrl,
    attemptTimeoutMs: 500,
    retries: 2,
    backoffMs: 1,
    breakerThreshold: 50,
    breakerCoolDownMs: 1000,
    ...options,
  });
}

async function failureOf(promise: Promise<unknown>): Promise<UpstreamFailure> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(UpstreamFailure);
  return error as UpstreamFailure;
}

const leg = {
  tripId: 'attica-direct~BSF1-O-20270715-0725-PIR-JTR',
  passengers: [
    {
      passengerType: 'AD' as const,
      accommodationType: 'DECK',
      accommodationRequestType: 'COMPLETE' as const,
    },
  ],
  vehicles: [],
  pets: [],
};

describe('HttpFerryInventory', () => {
  it('retries an idempotent query after 5xx answers and returns the validated answer', async () => {
    let calls = 0;
    handler = (_req, res) => {
      calls += 1;
      if (calls < 3) return json(res, 503, problem('upstreamUnavailable', 503).body);
      json(res, 200, { ports: [port('JTR'), port('JMK')] });
    };
    expect(await inventory().destinations('PIR')).toEqual(['JTR', 'JMK']);
    expect(hits['/getDestinations']).toBe(3);
  });

  it('gives up after the retries with an "unavailable" failure', async () => {
    handler = (_req, res) => json(res, 502, {});
    expect((await failureOf(inventory({ retries: 1 }).origins('JTR'))).kind).toBe('unavailable');
    expect(hits['/getOrigins']).toBe(2);
  });

  it('sends booking calls once, even when the answer is a 5xx', async () => {
    handler = (_req, res) => json(res, 500, {});
    const partner = inventory();
    expect((await failureOf(partner.finalizeBooking('ATABC123'))).kind).toBe('unavailable');
    expect((await failureOf(partner.failBooking('ATABC123'))).kind).toBe('unavailable');
    expect((await failureOf(partner.hold({ legs: [leg] }))).kind).toBe('unavailable');
    expect((await failureOf(partner.cancelBooking({ orderCode: 'ATABC123', confirm: true }))).kind).toBe(
      'unavailable',
    );
    expect(hits).toEqual({
      '/finalize-booking': 1,
      '/failed-booking': 1,
      '/optional-booking': 1,
      '/cancel-booking': 1,
    });
  });

  it('times out an attempt that hangs, retrying only queries', async () => {
    handler = () => {};
    const partner = inventory({ attemptTimeoutMs: 80, retries: 1 });
    const started = Date.now();
    expect((await failureOf(partner.destinations('PIR'))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1000);
    expect(hits['/getDestinations']).toBe(2);
    expect((await failureOf(partner.insertBooking({ orderCode: 'X', leader: leaderOf() }))).kind).toBe(
      'timeout',
    );
    expect(hits['/insert-booking']).toBe(1);
  });

  it('stops at once when the caller aborts', async () => {
    handler = () => {};
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 30);
    const failure = await failureOf(
      inventory({ attemptTimeoutMs: 5000 }).origins('JTR', { signal: controller.signal }),
    );
    expect(failure.kind).toBe('aborted');
    expect(hits['/getOrigins']).toBe(1);
  });

  it('refuses an answer that breaks the contract, without retrying it', async () => {
    handler = (_req, res) => json(res, 200, { ports: [{ code: 'JTR' }] });
    expect((await failureOf(inventory().destinations('PIR'))).kind).toBe('malformedResponse');
    expect(hits['/getDestinations']).toBe(1);

    handler = (_req, res) => res.writeHead(200, { 'content-type': 'text/html' }).end('<html>login</html>');
    expect((await failureOf(inventory().origins('JTR'))).kind).toBe('malformedResponse');

    handler = (_req, res) =>
      json(res, 200, { dates: [{ date: '2027-07-15', departures: 3, lowestFare: '1200' }] });
    const dates = inventory().departureDates({
      origin: 'PIR',
      destination: 'JTR',
      from: '2027-07-15',
      days: 3,
    });
    expect((await failureOf(dates)).kind).toBe('malformedResponse');
  });

  it('does not take a partial answer without trips for "nothing sails"', async () => {
    handler = (_req, res) => json(res, 200, { legs: [{ trips: [] }], partial: true, notices: [] });
    const query = { from: 'PIR', to: 'JTR', date: '2027-07-15', passengers: 1, vehicles: 0, pets: 0 };
    expect((await failureOf(inventory().searchTrips(query))).kind).toBe('unavailable');
    handler = (_req, res) => json(res, 200, { legs: [{ trips: [] }], partial: false, notices: [] });
    expect(await inventory().searchTrips(query)).toEqual([]);
  });

  it('drops fields the contract does not promise', async () => {
    handler = (_req, res) =>
      json(res, 200, { valid: true, programme: 'Seasmiles', discountPercent: 10, secret: 'x' });
    const answer = await inventory().capabilities.discountChecks!.validateLoyaltyCard({
      tripId: leg.tripId,
      company: 'BSF',
      loyaltyCard: '7001',
    });
    expect(answer).toEqual({ ok: true, value: { valid: true, programme: 'Seasmiles', discountPercent: 10 } });
  });

  it('turns the contract’s expected errors into Result errors', async () => {
    handler = (_req, res) => json(res, 404, problem('bookingNotFound', 404).body);
    expect(await inventory().retrieveBooking('NOPE')).toMatchObject({
      ok: false,
      error: { code: 'bookingNotFound' },
    });
    handler = (_req, res) =>
      json(res, 400, {
        error: {
          code: 'invalidForm',
          key: 'invalidRequest',
          message: 'bad',
          fields: [{ path: 'legs[0].passengers', key: 'atLeastOnePassenger', message: 'x' }],
        },
      });
    expect(await inventory().price({ legs: [leg] })).toEqual({
      ok: false,
      error: { code: 'invalidRequest', message: 'bad', path: 'legs[0].passengers' },
    });
    expect(await inventory().price({ legs: [{ ...leg, tripId: 'no-agent-in-it' }] })).toMatchObject({
      ok: false,
      error: { code: 'tripNotFound', path: 'legs[0].tripId' },
    });
  });

  it('sends the bearer token, the session id and the remote agent of each leg', async () => {
    let body = '';
    handler = (_req, res, sent) => {
      body = sent;
      json(res, 200, { legs: [], total: 0 });
    };
    await inventory({ token: 's3cret' }).price({ legs: [leg] }, { sessionId: 'session-1' });
    expect(seen[0]?.headers.authorization).toBe('Bearer s3cret');
    expect(seen[0]?.headers.uuid).toBe('session-1');
    expect(JSON.parse(body).legs[0]).toMatchObject({
      agentName: 'attica-direct',
      tripId: 'BSF1-O-20270715-0725-PIR-JTR',
    });
  });

  describe('circuit breaker', () => {
    it('opens after consecutive failures, then lets one trial through after the cool-down', async () => {
      let now = 0;
      let healthy = false;
      handler = (_req, res) => (healthy ? json(res, 200, { ports: [port('JTR')] }) : json(res, 503, {}));
      const partner = inventory({
        retries: 0,
        breakerThreshold: 3,
        breakerCoolDownMs: 10_000,
        now: () => now,
      });

      for (let i = 0; i < 3; i++)
        expect((await failureOf(partner.destinations('PIR'))).kind).toBe('unavailable');
      expect(partner.client.breaker.state).toBe('open');
      expect((await failureOf(partner.destinations('PIR'))).kind).toBe('circuitOpen');
      expect(hits['/getDestinations']).toBe(3);

      now += 10_000;
      expect(partner.client.breaker.state).toBe('halfOpen');
      expect((await failureOf(partner.destinations('PIR'))).kind).toBe('unavailable');
      expect(partner.client.breaker.state).toBe('open');
      expect(hits['/getDestinations']).toBe(4);

      now += 10_000;
      healthy = true;
      expect(await partner.destinations('PIR')).toEqual(['JTR']);
      expect(partner.client.breaker.state).toBe('closed');
    });

    it('counts malformed answers and timeouts, not expected errors', async () => {
      handler = (_req, res) => json(res, 404, problem('bookingNotFound', 404).body);
      const partner = inventory({ retries: 0, breakerThreshold: 2, attemptTimeoutMs: 50 });
      for (let i = 0; i < 3; i++) await partner.retrieveBooking('NOPE');
      expect(partner.client.breaker.state).toBe('closed');

      handler = (_req, res) => json(res, 200, { nonsense: true });
      await failureOf(partner.destinations('PIR'));
      handler = () => {};
      await failureOf(partner.destinations('PIR'));
      expect(partner.client.breaker.state).toBe('open');
    });

    it('counts the connection search’s questions apart: their failures never close the door to the traveller’s own', async () => {
      handler = (req, res) =>
        req.url === '/results' ? json(res, 503, {}) : json(res, 200, { ports: [port('JTR')] });
      const partner = inventory({ retries: 0, breakerThreshold: 2 });
      const query = { from: 'PIR', to: 'JNX', date: '2027-07-15', passengers: 1, vehicles: 0, pets: 0 };
      for (let i = 0; i < 3; i++) await failureOf(partner.searchTrips(query, { background: true }));
      expect([partner.client.backgroundBreaker.state, partner.client.breaker.state]).toEqual([
        'open',
        'closed',
      ]);
      expect((await failureOf(partner.searchTrips(query, { background: true }))).kind).toBe('circuitOpen');
      expect(await partner.destinations('PIR')).toEqual(['JTR']);
      // The traveller's own search still reaches the system, and fails only by its own answer.
      const asked = hits['/results'];
      expect((await failureOf(partner.searchTrips(query))).kind).not.toBe('circuitOpen');
      expect(hits['/results']).toBe(asked! + 1);
    });

    it('lets a single trial through while half-open', async () => {
      let now = 0;
      handler = (_req, res) => json(res, 503, {});
      const partner = inventory({ retries: 0, breakerThreshold: 1, breakerCoolDownMs: 100, now: () => now });
      await failureOf(partner.destinations('PIR'));
      now += 100;
      let release: () => void = () => {};
      handler = (_req, res) => {
        release = () => json(res, 200, { ports: [] });
      };
      const trial = partner.destinations('PIR');
      expect((await failureOf(partner.destinations('PIR'))).kind).toBe('circuitOpen');
      await new Promise((resolve) => setTimeout(resolve, 20));
      release();
      expect(await trial).toEqual([]);
      expect(partner.client.breaker.state).toBe('closed');
    });
  });
});

function leaderOf() {
  return {
    firstName: 'Maria',
    lastName: 'P',
    email: 'maria@example.com',
    mobile: '+30 6912345678',
    country: 'GR',
  };
}
