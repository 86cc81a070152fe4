import type express from 'express';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { composedSite, fromEveryAddress } from '../../support/composed-site.ts';

/**
 * Issue #49, item 5: the corpus of the fuzz that found 13 answers 500 in 40,000 requests (JSON nested
 * 3,000 levels deep to the checkout's actions, a NUL in a coupon code), and its kin, to every kind of JSON
 * route: the booking and content APIs answer a worded refusal, the checkout's actions its key. A 4xx each,
 * never a 5xx. Pages rendered through Vite, as in development, since the checkout's actions are routes.
 */
let site: Awaited<ReturnType<typeof composedSite>>;
let app: express.Express;

beforeAll(async () => {
  site = await composedSite({ REDIS_URL: inject('redisUrl'), TRUST_PROXY: 'loopback' });
  // Each request from an address of its own, so the per-address limits of coupons and sign-ins stay out of it.
  app = fromEveryAddress(site.site, 49);
}, 120_000);

afterAll(() => site?.close());

const DEPTH = 3000;
const deepArrays = `${'['.repeat(DEPTH)}${']'.repeat(DEPTH)}`;
const deepObjects = `${'{"a":'.repeat(DEPTH)}1${'}'.repeat(DEPTH)}`;
/** A plausible body with the depth one field down, where a schema would walk into it. */
const deepInAField = `{"legs":${deepArrays},"code":${deepArrays},"vatNumber":${deepObjects}}`;
const CORPUS = { arrays: deepArrays, objects: deepObjects, 'in fields': deepInAField };

/** The booking and content APIs: a refusal worded in the caller's language (`{ error: { code, message } }`). */
const API_ROUTES = ['/booking/results', '/booking/pricing', '/booking/orders', '/api/auth/login'];
/** The checkout's actions: the refusal's key, which the browser words (`{ error, fields }`). */
const CHECKOUT_ROUTES = ['/checkout', '/checkout/price', '/checkout/coupon', '/checkout/tax-registry'];

const postJson = (path: string, body: string | object) =>
  request(app).post(path).set('Content-Type', 'application/json').send(body);

describe('JSON nested 3,000 levels deep', () => {
  for (const [shape, body] of Object.entries(CORPUS)) {
    it.each(API_ROUTES)(
      `answers %s 400 "too deep" in the caller's language (nested ${shape})`,
      async (path) => {
        const response = await postJson(`${path}?lang=de`, body);
        expect(response.status).toBe(400);
        expect(response.body.error).toMatchObject({
          code: 'tooDeep',
          message: 'Die Anfrage ist zu tief verschachtelt',
        });
      },
    );

    it.each(CHECKOUT_ROUTES)(`answers %s 400 with the key "tooDeep" (nested ${shape})`, async (path) => {
      const response = await postJson(path, body);
      expect(response.status).toBe(400);
      expect(response.body).toEqual({ error: 'tooDeep', fields: [] });
    });
  }
});

describe('control characters in string fields', () => {
  it('refuses a NUL in a coupon code, as in the fuzz, and any other C0 control', async () => {
    for (const control of ['\u0000', '\u0001', '\u0008', '\u000b', '\u001b', '\u001f']) {
      const response = await postJson('/checkout/coupon', { code: `SUMMER${control}25`, basket: 10_000 });
      expect([response.status, response.body], JSON.stringify(control)).toEqual([
        400,
        { error: 'invalidCharacters', fields: [] },
      ]);
    }
  });

  it('still reads a coupon code with a tab or a line break, and answers that the code is unknown', async () => {
    const response = await postJson('/checkout/coupon', { code: '\tSUMMER\r\n25', basket: 10_000 });
    expect([response.status, response.body.error]).toEqual([422, 'invalidCouponCode']);
  });

  it('refuses a NUL in a name at checkout, in a sign-up and in a booking call', async () => {
    const checkout = await postJson('/checkout', { leader: { firstName: 'Ele\u0000ni', lastName: 'K' } });
    expect([checkout.status, checkout.body]).toEqual([400, { error: 'invalidCharacters', fields: [] }]);
    const registration = await postJson('/api/auth/register?lang=en', {
      email: 'eleni@example.com',
      password: 'a long enough password 42',
      firstName: 'Ele\u0000ni',
    });
    expect(registration.status).toBe(400);
    expect(registration.body.error).toMatchObject({
      code: 'invalidCharacters',
      message: 'The text contains characters that are not allowed',
    });
    const order = await postJson('/booking/orders?lang=en', { leader: { lastName: 'K\u0007' } });
    expect([order.status, order.body.error.code]).toEqual([400, 'invalidCharacters']);
  });

  it('refuses a control character in a field name too', async () => {
    const response = await postJson('/checkout/price', { 'legs\u0000': [] });
    expect([response.status, response.body.error]).toEqual([400, 'invalidCharacters']);
  });
});
