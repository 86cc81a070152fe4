import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { cspNonce, securityHeaders } from '#web/server/security.ts';

function formActionOf(options: { paymentFormOrigins?: string[] }) {
  const app = express();
  app.use(
    cspNonce,
    securityHeaders({ development: false, https: true, frameAncestors: ["'self'"], ...options }),
  );
  app.get('/', (_req, res) => res.send('ok'));
  return request(app)
    .get('/')
    .then((response) =>
      String(response.headers['content-security-policy'])
        .split(';')
        .find((directive) => directive.startsWith('form-action')),
    );
}

describe('security headers', () => {
  it('lets forms post only to the site itself', async () => {
    expect(await formActionOf({})).toBe("form-action 'self'");
  });

  it("lets the payment form reach the card providers' pages, and nothing else", async () => {
    expect(await formActionOf({ paymentFormOrigins: ['https://ecommerce-test.cardlink.gr'] })).toBe(
      "form-action 'self' https://ecommerce-test.cardlink.gr",
    );
  });

  it("names each response's own nonce in its script-src, beside helmet's other headers", async () => {
    const app = express();
    app.use(cspNonce, securityHeaders({ development: false, https: true, frameAncestors: ["'self'"] }));
    app.get('/', (_req, res) => res.send(res.locals.cspNonce));
    const first = await request(app).get('/');
    const second = await request(app).get('/');
    expect(first.text).not.toBe(second.text);
    for (const response of [first, second]) {
      expect(response.headers['content-security-policy']).toContain(
        `script-src 'self' 'nonce-${response.text}';`,
      );
      expect(response.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(response.headers['x-content-type-options']).toBe('nosniff');
      expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    }
  });

  it('gives every response a nonce of its own, also past a pool of nonces', async () => {
    const app = express();
    app.use(cspNonce);
    app.get('/', (_req, res) => res.send(res.locals.cspNonce));
    const nonces = new Set<string>();
    for (let i = 0; i < 300; i += 1) nonces.add((await request(app).get('/')).text);
    expect(nonces.size).toBe(300);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
  });
});
