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
