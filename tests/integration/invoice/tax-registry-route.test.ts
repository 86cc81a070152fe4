import { randomInt } from 'node:crypto';
import pino from 'pino';
import { RouterContextProvider } from 'react-router';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { COMPANY_LOOKUP_LIMIT } from '#application/invoice/look-up-company.ts';
import { loadConfig } from '#config';
import { type Composition, compose } from '#container';
import { LOCALE_CODES } from '#domain/i18n/locales.ts';
import { MESSAGES } from '#web/app/i18n/messages.server.ts';
import { requestContext } from '#web/app/request-context.ts';
import { action } from '#web/app/routes/checkout-tax-registry.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

let db: TestDatabase;
let composition: Composition;

beforeAll(async () => {
  db = await createTestDatabase();
  composition = await compose(
    loadConfig({
      ...TEST_CLOCK_ENV,
      DATABASE_URL: db.url,
      REDIS_URL: inject('redisUrl'),
      LOG_LEVEL: 'silent',
      SEED_CONTENT_ON_START: 'false',
    }),
    pino({ level: 'silent' }),
  );
  await composition.prepareStorage({ migrate: true });
});
afterAll(async () => {
  await composition.close();
  await db.destroy();
});

/** A fresh address per test: the counts live in the shared test Redis. */
const anAddress = () => `198.51.${randomInt(255)}.${randomInt(1, 255)}`;

/** Calls the route's action as React Router does, and answers its status, headers and JSON. */
async function post(body: unknown, clientIp: string, contentType = 'application/json') {
  const context = new RouterContextProvider();
  context.set(requestContext, {
    services: composition.services,
    cspNonce: 'nonce',
    bookingPartnerUserId: 0,
    publicUrl: 'http://kyma.test',
    clientIp,
    consent: null,
    queueDashboardPath: null,
    sandboxPayments: false,
    requestLog: () => undefined,
  });
  const request = new Request('http://kyma.test/checkout/tax-registry', {
    method: 'POST',
    headers: { 'Content-Type': contentType },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  // What React Router passes an action; the route reads only the request and the context.
  const args = { request, context, params: {}, url: new URL(request.url), pattern: '/checkout/tax-registry' };
  const answer = (await action(args as unknown as Parameters<typeof action>[0])) as unknown as {
    data?: unknown;
    init?: { status?: number; headers?: Record<string, string> };
  };
  return { status: answer.init?.status ?? 200, headers: answer.init?.headers ?? {}, body: answer.data };
}

describe('POST /checkout/tax-registry (the sandbox registry by default)', () => {
  it('answers a known VAT number with the invoice fields', async () => {
    const answer = await post({ vatNumber: 'EL 099900027' }, anAddress());
    expect(answer).toMatchObject({
      status: 200,
      body: {
        company: {
          tax: '099900027',
          companyName: 'ΑΙΓΑΙΟ ΤΡΟΦΙΜΑ Α.Ε.',
          activity: 'ΧΟΝΔΡΙΚΟ ΕΜΠΟΡΙΟ ΤΡΟΦΙΜΩΝ',
          address: 'ΛΕΩΦ. ΣΥΓΓΡΟΥ 120, 11745 ΑΘΗΝΑ',
          registry: 'ΦΑΕ ΑΘΗΝΩΝ',
        },
      },
    });
  });

  it('refuses a malformed number with 400 and a key translated in every language', async () => {
    const answer = await post({ vatNumber: '099900016' }, anAddress());
    expect(answer).toEqual({
      status: 400,
      headers: {},
      body: { error: 'invalidVatNumber', fields: [{ path: 'vatNumber', key: 'invalidVatNumber' }] },
    });
    for (const locale of LOCALE_CODES) expect(MESSAGES[locale]).toHaveProperty('invalidVatNumber');
    expect(MESSAGES.el.invalidVatNumber).not.toBe(MESSAGES.en.invalidVatNumber);
  });

  it('refuses a body that is not JSON or has no number', async () => {
    expect((await post('vatNumber=099900015', anAddress(), 'application/x-www-form-urlencoded')).status).toBe(
      415,
    );
    expect((await post({}, anAddress())).status).toBe(400);
  });

  it('says 404 for a valid number no business holds', async () => {
    expect(await post({ vatNumber: '099900052' }, anAddress())).toMatchObject({
      status: 404,
      body: { error: 'businessNotFound' },
    });
  });

  it('stops an address after its allowance with 429 and Retry-After, while others still look up', async () => {
    const busy = anAddress();
    for (let call = 0; call < COMPANY_LOOKUP_LIMIT.points; call += 1)
      expect((await post({ vatNumber: '099900015' }, busy)).status).toBe(200);
    const refused = await post({ vatNumber: '099900015' }, busy);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['Retry-After'])).toBeGreaterThan(0);
    // The body says when too, as every refusal that asks to try again later does.
    expect(refused.body).toEqual({
      error: 'tooManyRequests',
      fields: [],
      retryAfterSeconds: Number(refused.headers['Retry-After']),
    });
    expect((await post({ vatNumber: '099900015' }, anAddress())).status).toBe(200);
  });
});
