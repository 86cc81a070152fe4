import { once } from 'node:events';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import type express from 'express';
import fc from 'fast-check';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { AGENT_ACCOUNT, agentToken } from '../../support/agent-account.ts';
import { composedSite, fromEveryAddress } from '../../support/composed-site.ts';
import { testDay } from '../../support/test-today.ts';

/**
 * Hostile input over every route and form of the composed site, real server rendering included (through
 * Vite, as in development): seeded, so a failure replays, and bounded to a few hundred requests. No
 * answer may be a 5xx, and none may show internals (stack frames, SQL, file paths).
 */
const SEED = 20_260_512;
const RUNS = 400;

let site: Awaited<ReturnType<typeof composedSite>>;
let app: express.Express;

beforeAll(async () => {
  site = await composedSite({ REDIS_URL: inject('redisUrl'), TRUST_PROXY: 'loopback', ...AGENT_ACCOUNT });
  // Every fuzz request comes from its own forwarded address, so rate limits do not turn answers into 429s.
  app = fromEveryAddress(site.site, 77);
}, 120_000);

afterAll(() => site?.close());

const PAGES = [
  '/',
  '/en',
  '/de/contact',
  '/en/chat',
  '/en/login',
  '/en/results',
  '/en/blog',
  '/fr/newsletter',
];
const FORMS = [
  '/en/chat',
  '/contact',
  '/en/newsletter',
  '/en/login',
  '/en/change-password',
  '/en/activate-account',
  '/en/newsletter/confirm',
  '/en/logout',
];
const BOOKING_POSTS = [
  '/booking/results',
  '/booking/pricing',
  '/booking/optional-booking',
  '/booking/insert-booking',
  '/booking/finalize-booking',
  '/booking/failed-booking',
  '/booking/cancel-booking',
  '/booking/voucher',
  '/booking/getDestinations',
  '/booking/getOrigins',
  '/booking/getDates',
  '/booking/company-details',
  '/booking/loyalty-validation',
  '/booking/man-validation',
];
const BOOKING_GETS = [
  '/booking/getPorts',
  '/booking/countries',
  '/booking/reseller-details',
  '/booking/retrieve-booking',
];
const API_POSTS = ['/api/auth/login', '/api/auth/register', '/api/auth/password-reset', '/api/settings'];
/** The checkout's actions: page routes reading JSON through a reader of their own (issue #49, item 5). */
const CHECKOUT_POSTS = ['/checkout', '/checkout/price', '/checkout/coupon', '/checkout/tax-registry'];

/** Strings a fuzzer reaches for: control characters, prototype names, broken encodings, huge and odd text. */
const nasty = fc.oneof(
  fc.string({ maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '__proto__',
    'constructor',
    'toString',
    'hasOwnProperty',
    '%E0%A4%A',
    '%00',
    '../../etc/passwd',
    "' OR 1=1 --",
    '<script>alert(1)</script>',
    'pir',
    'XYZ',
    'PIR',
    '2026-02-30',
    '-1',
    '1e309',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
  ),
  fc.constant('x'.repeat(70_000)),
);

const jsonValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small' },
    nasty,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')),
      tie('value'),
      {
        maxKeys: 4,
      },
    ),
  ),
})).value;

const deepJson = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** One hostile request: which of the request kinds, and its parts. */
const fuzzRequest = fc.oneof(
  fc.record({
    kind: fc.constant('page' as const),
    path: fc.oneof(
      fc.constantFrom(...PAGES),
      nasty.map((text) => `/${encodeURIComponent(text).slice(0, 200)}`),
    ),
    cookie: fc.option(
      nasty.map((text) => `kyma_locale=${text.slice(0, 100)}; kyma.auth._token.local=${text.slice(0, 50)}`),
    ),
    query: fc.option(nasty.map((text) => text.slice(0, 2000))),
  }),
  fc.record({
    kind: fc.constant('form' as const),
    path: fc.constantFrom(...FORMS),
    fields: fc.dictionary(
      fc.oneof(
        fc.constantFrom('name', 'email', 'message', 'password', 'token', 'intent', 'termsAccepted'),
        nasty,
      ),
      nasty,
      { maxKeys: 6 },
    ),
    contentType: fc.constantFrom(
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'multipart/form-data; boundary=',
      'application/json',
      'text/plain',
      'application/xml',
    ),
  }),
  fc.record({
    kind: fc.constant('json' as const),
    path: fc.constantFrom(...BOOKING_POSTS, ...API_POSTS, ...CHECKOUT_POSTS),
    body: fc.oneof(
      jsonValue.map((value) => JSON.stringify(value) ?? 'null'),
      fc.integer({ min: 40, max: 3000 }).map(deepJson),
      fc.constant(JSON.stringify({ legs: Array.from({ length: 5000 }, () => ({})) })),
      fc.constant('{"orderCode":'),
      nasty,
    ),
    idempotencyKey: fc.option(nasty.map((text) => text.replace(/[^\x20-\x7e]/g, '').slice(0, 200))),
    lang: fc.option(nasty.map((text) => text.slice(0, 2000))),
  }),
  fc.record({
    kind: fc.constant('query' as const),
    path: fc.constantFrom(...BOOKING_GETS),
    // Node itself answers 431 to a request line past 16 KiB, before any of our code runs.
    query: fc.dictionary(
      fc.constantFrom('order_code', 'agent_name', 'user_id', 'lang', 'x'),
      nasty.map((text) => text.slice(0, 2000)),
      { maxKeys: 3 },
    ),
  }),
);

type FuzzRequest = typeof fuzzRequest extends fc.Arbitrary<infer T> ? T : never;

function send(input: FuzzRequest) {
  const agent = request(app);
  switch (input.kind) {
    case 'page': {
      const call = agent.get(
        input.query === null ? input.path : `${input.path}?q=${encodeURIComponent(input.query)}`,
      );
      return input.cookie === null ? call : call.set('Cookie', input.cookie.replace(/[^\x20-\x7e]/g, ''));
    }
    case 'form': {
      const body = new URLSearchParams(Object.entries(input.fields)).toString();
      return agent.post(input.path).set('Content-Type', input.contentType).send(body);
    }
    case 'json': {
      const call = agent
        .post(`${input.path}${input.lang === null ? '' : `?lang=${encodeURIComponent(input.lang)}`}`)
        .set('Content-Type', 'application/json')
        .send(input.body);
      return input.idempotencyKey ? call.set('Idempotency-Key', input.idempotencyKey) : call;
    }
    case 'query':
      return agent.get(`${input.path}?${new URLSearchParams(Object.entries(input.query)).toString()}`);
  }
}

/** What must never reach a client: stack frames, database errors, paths of the server's files. */
const LEAKS = [
  /\bat [\w.<>]+ \(/,
  /\.(ts|js|mjs):\d+/,
  /node_modules/,
  /\/work\/|\/home\/|\/usr\/|\/app\/src/,
  /syntax error at|violates .* constraint|relation "\w+"|invalid byte sequence|knex|pglite/i,
  /TypeError|RangeError|ReferenceError|Maximum call stack/,
];

describe('fuzzing every route and form', () => {
  it('never answers 5xx and never shows internals', async () => {
    const inputs = fc.sample(fuzzRequest, { seed: SEED, numRuns: RUNS });
    const failures: string[] = [];
    const before = memoryAfterCollection();
    for (const input of inputs) {
      const response = await send(input).catch((error: NodeJS.ErrnoException) => {
        throw new Error(`${input.kind} ${input.path} (${JSON.stringify(input).length} chars): ${error.code}`);
      });
      const text = response.text ?? '';
      const label = `${input.kind} ${input.path} → ${response.status}`;
      if (response.status >= 500) failures.push(`${label}: ${text.slice(0, 200)}`);
      const leak = LEAKS.find((pattern) => pattern.test(text));
      if (leak) failures.push(`${label} leaks ${leak}: ${text.slice(0, 200)}`);
    }
    const memory = process.memoryUsage();
    const after = memoryAfterCollection();
    // The issue asks for the memory after the run: printed with the test output, never asserted on. The
    // live heap (after a collection) is what requests left behind; rss also holds this test's Vite server.
    process.stdout.write(
      `fuzz: ${inputs.length} requests; rss ${mib(before.rss)} → ${mib(memory.rss)} MiB; heap used ${mib(memory.heapUsed)} MiB, live ${mib(before.heapUsed)} → ${mib(after.heapUsed)} MiB\n`,
    );
    expect(failures).toEqual([]);
  }, 240_000);
});

const mib = (bytes: number) => Math.round(bytes / 2 ** 20);

/** Memory once garbage is collected (V8's gc, exposed at run time for this measurement only). */
function memoryAfterCollection(): NodeJS.MemoryUsage {
  setFlagsFromString('--expose-gc');
  const gc = runInNewContext('gc') as () => void;
  gc();
  return process.memoryUsage();
}

const inAMonth = () => testDay(30);
const searchFor = (from: string, to: string) => ({
  typeOfTrip: 'oneWay',
  legs: [{ departurePort: from, destinationPort: to, departureDate: inAMonth() }],
  accommodations: { passengers: 1, vehicles: 0, pets: 0 },
});
const VISITOR_FORMS = ['/en/chat', '/en/contact', '/en/newsletter', '/en/login'];
const PROTOTYPE_NAMES = ['constructor', '__proto__', 'toString', 'hasOwnProperty'];

describe('the attacks of issue #12, one by one', () => {
  it('answers a booking POST with an Idempotency-Key and an invalid body with 400, not 500', async () => {
    const response = await request(app)
      .post('/booking/insert-booking?lang=en')
      .set('Authorization', `Bearer ${await agentToken(site.composition)}`)
      .set('Idempotency-Key', 'fuzz-invalid-body')
      .send({ orderCode: 42, leader: 'nobody' })
      .expect(400);
    expect(response.body.error.code).toBe('invalidForm');
  });

  it('takes port codes in lower case and answers an unknown port without failing', async () => {
    const lower = await request(app).post('/booking/results').send(searchFor('pir', 'jtr')).expect(200);
    expect(lower.body.legs[0].leg.departurePort).toBe('PIR');
    const unknown = await request(app).post('/booking/results').send(searchFor('XYZ', 'PIR'));
    expect(unknown.status).toBeLessThan(500);
  });

  it('refuses a NUL character in booking strings, bodies and queries alike, with a localized message', async () => {
    const body = await request(app)
      .post('/booking/finalize-booking?lang=de')
      .set('Authorization', `Bearer ${await agentToken(site.composition)}`)
      .send({ orderCode: 'KY\u0000123' })
      .expect(400);
    expect(body.body.error.message).toBe('Der Text enthält unzulässige Zeichen');
    await request(app)
      .get('/booking/retrieve-booking?order_code=KY%00123')
      .set('Authorization', `Bearer ${await agentToken(site.composition)}`)
      .expect(400);
  });

  it('refuses JSON nested 3,000 levels deep and arrays longer than any booking', async () => {
    const deep = await request(app)
      .post('/booking/pricing?lang=en')
      .set('Content-Type', 'application/json')
      .send(deepJson(3000))
      .expect(400);
    expect(deep.body.error.message).toBe('The request is nested too deeply');
    await request(app)
      .post('/booking/pricing')
      .send({ legs: Array.from({ length: 5000 }, () => ({})) })
      .expect(400);
    await request(app)
      .post('/api/auth/login')
      .set('Content-Type', 'application/json')
      .send(deepJson(3000))
      .expect(400);
  });

  it('treats form fields named after Object.prototype as unknown fields', async () => {
    for (const path of VISITOR_FORMS) {
      for (const name of PROTOTYPE_NAMES) {
        const response = await request(app).post(path).type('form').send(`${name}=x&email=a%40b.example`);
        expect(response.status, `${path} ${name}`).toBeLessThan(500);
      }
    }
  });

  it('refuses a non-form Content-Type on every form action with 415 and a localized page', async () => {
    for (const path of FORMS.filter((form) => !form.endsWith('/logout'))) {
      const response = await request(app).post(path).set('Content-Type', 'application/json').send('{"a":1}');
      expect(response.status, path).toBe(415);
    }
    const greek = await request(app)
      .post('/contact')
      .set('Content-Type', 'text/plain')
      .send('hello')
      .expect(415);
    expect(greek.text).toContain('Αυτή η φόρμα αποστέλλεται μόνο από τις σελίδες μας.');
  });

  it('refuses a NUL in chat and contact text with 400', async () => {
    for (const path of ['/en/chat', '/en/contact']) {
      await request(app)
        .post(path)
        .type('form')
        .send('name=Eleni&lastName=K&email=eleni%40example.com&message=hi%00there&termsAccepted=true')
        .expect(400);
    }
  });

  it('refuses a form post larger than any form with 413', async () => {
    const response = await request(app)
      .post('/en/chat')
      .type('form')
      .send(`name=a&email=a%40b.example&message=${'x'.repeat(1024 * 1024)}`)
      .catch((error: NodeJS.ErrnoException) => ({ status: error.code === 'EPIPE' ? 413 : 0 }));
    expect(response.status).toBe(413);
  });

  it('refuses a multipart form post, or one streamed without a length, larger than any form with 413', async () => {
    const multipart = await request(app)
      .post('/en/contact')
      .field('name', 'a')
      .field('email', 'a@b.example')
      .field('message', 'x'.repeat(1024 * 1024))
      .catch((error: NodeJS.ErrnoException) => ({ status: error.code === 'EPIPE' ? 413 : 0 }));
    expect(multipart.status).toBe(413);
    const server = app.listen(0, '127.0.0.1');
    await once(server, 'listening');
    try {
      const { port } = server.address() as AddressInfo;
      const chunked = await new Promise<{ status: number; length: string | undefined }>((resolve, reject) => {
        const post = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/en/chat',
            headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'Transfer-Encoding': 'chunked' },
          },
          (response) => {
            response.resume();
            resolve({
              status: response.statusCode ?? 0,
              length: post.getHeader('content-length') as undefined,
            });
          },
        );
        post.on('error', reject);
        post.write('name=a&email=a%40b.example&message=');
        for (let chunk = 0; chunk < 12; chunk += 1) post.write('x'.repeat(8 * 1024));
        post.end();
      });
      expect(chunked).toEqual({ status: 413, length: undefined });
    } finally {
      server.close();
    }
  });

  it('serves the home page with a malformed language cookie', async () => {
    await request(app).get('/').set('Cookie', 'kyma_locale=%E0%A4%A').expect(200);
  });
});

describe('addresses no page has', () => {
  it('refuses a NUL or broken percent-encoding in the address with a localized 400', async () => {
    const nul = await request(app).get('/en/%00').expect(400);
    expect(nul.text).toBe('What you sent could not be read. Please fill in the form again from our page.');
    await request(app).get('/en/results?from=PIR%00').expect(400);
    await request(app).get('/blog/%E0%A4%A').expect(400);
  });
});
