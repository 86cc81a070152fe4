import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#config';
import { type Composition, compose } from '#container';
import { createApp } from '#web/server/app.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

let db: TestDatabase;
let composition: Composition;
let shuttingDown = false;
const logger = pino({ level: 'silent' });

function app(log = logger) {
  return createApp({
    services: composition.services,
    logger: log,
    // Stands in for server rendering: echoes the nonce it was given, or fails on demand.
    ssr: (req, res) => {
      if (req.path === '/explode') throw new Error('secret stack detail');
      // What body-parser passes on for a body past its limit.
      if (req.path === '/too-large')
        throw Object.assign(new Error('request entity too large'), { status: 413, type: 'entity.too.large' });
      res.type('text/html').send(`<p data-nonce="${res.locals.cspNonce}">${req.path}</p>`);
    },
    development: false,
    publicUrl: 'http://kyma.test',
    frameAncestors: ["'self'", 'https://partner.example'],
    isShuttingDown: () => shuttingDown,
  });
}

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({
    ...TEST_CLOCK_ENV,
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    LOG_LEVEL: 'silent',
  });
  composition = await compose(config, logger);
  await composition.prepareStorage({ migrate: true });
});
afterAll(async () => {
  await composition.close();
  await db.destroy();
});

describe('web server', () => {
  it('answers /healthz while the process is up', async () => {
    const response = await request(app()).get('/healthz').expect(200);
    expect(response.body).toEqual({ status: 'ok' });
  });

  it('sends the security headers with /healthz too', async () => {
    const response = await request(app()).get('/healthz').expect(200);
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has pages revalidated by caches, and never stored when they may be personal', async () => {
    expect((await request(app()).get('/en')).headers['cache-control']).toBe('no-cache');
    const signedIn = await request(app()).get('/en').set('Cookie', 'kyma.auth._token.local=x.y.z');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');
    expect((await request(app()).post('/en/contact')).headers['cache-control']).toBe('private, no-store');
  });

  it('answers /readyz when the database and the queue are reachable', async () => {
    const response = await request(app()).get('/readyz').expect(200);
    expect(response.body).toEqual({ ready: true, checks: { database: 'ok', queue: 'ok' } });
  });

  it('stops being ready while shutting down so the load balancer drains it', async () => {
    shuttingDown = true;
    try {
      await request(app()).get('/readyz').expect(503);
    } finally {
      shuttingDown = false;
    }
  });

  it('sends a strict CSP whose nonce is the one the page was rendered with, and no X-Powered-By', async () => {
    const response = await request(app()).get('/en').expect(200);
    const nonce = /data-nonce="([^"]+)"/.exec(response.text)?.[1];
    expect(nonce).toBeTruthy();
    const csp = response.headers['content-security-policy'];
    expect(csp).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'self' https://partner.example");
    expect(response.headers['x-powered-by']).toBeUndefined();
    expect(response.headers['x-request-id']).toMatch(/^[\w-]{8,}$/);
  });

  it('gives every response a fresh nonce', async () => {
    const [a, b] = await Promise.all([request(app()).get('/'), request(app()).get('/')]);
    expect(a.headers['content-security-policy']).not.toEqual(b.headers['content-security-policy']);
  });

  it('keeps a sane incoming request id', async () => {
    const response = await request(app()).get('/').set('X-Request-Id', 'abc12345-from-proxy');
    expect(response.headers['x-request-id']).toBe('abc12345-from-proxy');
  });

  it('saves the chosen language and goes to the same page in it', async () => {
    const response = await request(app()).get('/locale/de').query({ to: '/de/results?x=1' }).expect(303);
    expect(response.headers.location).toBe('/de/results?x=1');
    expect(response.headers['set-cookie']?.[0]).toMatch(
      /^kyma_locale=de;.*Path=\/;.*HttpOnly;.*SameSite=Lax/,
    );
  });

  it('never redirects the language switch off the site', async () => {
    for (const to of ['//evil.example/x', 'https://evil.example', '/\\evil.example']) {
      const response = await request(app()).get('/locale/en').query({ to }).expect(303);
      expect(response.headers.location).toBe('/');
    }
    await request(app()).get('/locale/pt').expect(404);
  });

  it('sends the bare root to the saved language, and Greek without a saved one', async () => {
    const saved = await request(app()).get('/').set('Cookie', 'kyma_locale=fr').expect(302);
    expect(saved.headers.location).toBe('/fr');
    await request(app()).get('/').set('Cookie', 'kyma_locale=el').expect(200);
    await request(app()).get('/').expect(200);
    await request(app()).get('/contact').set('Cookie', 'kyma_locale=fr').expect(200);
  });

  it('leads a language prefix written in another case to the canonical address', async () => {
    const english = await request(app()).get('/EN').expect(301);
    expect(english.headers.location).toBe('/en');
    const german = await request(app()).get('/De/contact?topic=x').expect(301);
    expect(german.headers.location).toBe('/de/contact?topic=x');
  });

  it('serves robots.txt pointing at the sitemap, and keeps crawlers out of APIs and booking steps', async () => {
    const response = await request(app()).get('/robots.txt').expect(200);
    expect(response.text).toContain('Sitemap: http://kyma.test/sitemap.xml');
    expect(response.text).toContain('Disallow: /booking/');
    expect(response.text).toContain('Disallow: /en/results');
  });

  it('serves sitemap.xml with every page in every language', async () => {
    const response = await request(app()).get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/application\/xml/);
    expect(response.text).toContain('<loc>http://kyma.test/sq</loc>');
    expect(response.text).toContain('<loc>http://kyma.test/it/contact</loc>');
  });

  it('sends old addresses home for good, with or without a trailing slash', async () => {
    for (const path of ['/false', '/false/', '/compare', '/home-ferry/', '/ferry-operators']) {
      const response = await request(app()).get(path).expect(301);
      expect(response.headers.location).toBe('/');
    }
    const albanian = await request(app()).get('/sq/tragete/').expect(301);
    expect(albanian.headers.location).toBe('/sq');
    await request(app()).get('/compare-prices').expect(200);
  });

  it('takes a provider posting the traveller back from its own site, and believes only what it verifies', async () => {
    const posted = await request(app())
      .post('/payment-return/sandbox')
      .set('Origin', 'https://vpos.acquirer.example')
      .type('form')
      .send({ payment: 'sbx_AAAAAAAAAAAAAAAA', status: 'succeeded', signature: 'forged' })
      .expect(303);
    expect(posted.headers.location).toBe('/error?status=400');
    const linked = await request(app())
      .get('/payment-return/nobody?payment=x&status=succeeded&signature=y&payment=z')
      .expect(303);
    expect(linked.headers.location).toBe('/error?status=400');
  });

  it('answers an unexpected failure with a plain 500 and no stack trace', async () => {
    const response = await request(app()).get('/explode').expect(500);
    expect(response.text).toBe('Oops, something went wrong.');
    expect(response.text).not.toContain('secret');
  });

  it('logs a client error at info without a stack, and a failure at error with one', async () => {
    const lines: Array<{
      level: number;
      msg: string;
      req?: { url: string };
      err?: { stack?: string };
      reason?: string;
    }> = [];
    const capture = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
    await request(app(capture)).post('/too-large').expect(413);
    await request(app(capture)).get('/explode').expect(500);
    const client = lines.find((line) => line.msg === 'client error');
    expect(client).toMatchObject({ level: 30, reason: 'entity.too.large' });
    expect(JSON.stringify(client)).not.toContain('at ');
    const errors = lines.filter((line) => line.level >= 50);
    expect(new Set(errors.map((line) => line.req?.url))).toEqual(new Set(['/explode']));
    expect(errors.find((line) => line.msg === 'unhandled error')?.err?.stack).toContain(
      'secret stack detail',
    );
  });
});
