import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type express from 'express';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_CARDS, SandboxPaymentProvider } from '#adapters/sandbox-payment/sandbox-payment-provider.ts';
import { loadConfig } from '#config';
import { type Composition, compose } from '#container';
import { createApp } from '#web/server/app.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';

/**
 * Issue #33, point 6: a production start without PAYMENT_PROVIDERS sold tickets for the public test card.
 * Now such a start stops, on https and (issue #49, point 6) on plain http alike, and the sandbox's pages
 * exist only where it takes payments, its status only for whoever holds the payment's signature.
 */
const CARDLINK = {
  CARDLINK_MID: '0022000230',
  CARDLINK_SHARED_SECRET: 'Cardlink1',
  CARDLINK_VPOS_URL: 'https://ecommerce-test.cardlink.gr/vpos/shophandlermpi',
};

let db: TestDatabase;
const compositions: Composition[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const composition of compositions) await composition.close();
  await db?.destroy();
});

async function siteWith(
  env: Record<string, string>,
): Promise<{ app: express.Express; composition: Composition }> {
  const config = loadConfig({
    DATABASE_URL: db.url,
    LOG_LEVEL: 'silent',
    SEED_CONTENT_ON_START: 'false',
    ...env,
  });
  const logger = pino({ level: 'silent' });
  const composition = await compose(config, logger);
  compositions.push(composition);
  await composition.prepareStorage({ migrate: true });
  const app = createApp({
    services: composition.services,
    logger,
    ssr: (_req, res) => void res.status(404).send('page'),
    development: false,
    publicUrl: config.publicUrl,
    frameAncestors: ["'self'"],
    isShuttingDown: () => false,
    providerPages: composition.providerPages,
  });
  return { app, composition };
}

describe('a production start', () => {
  it('on plain http without PAYMENT_PROVIDERS stops with exit code 78, naming it', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'kyma-start-'));
    try {
      const {
        DATABASE_URL: _database,
        REDIS_URL: _redis,
        PAYMENT_PROVIDERS: _providers,
        ...inherited
      } = process.env;
      const child = spawn(process.execPath, [path.resolve('src/main.ts')], {
        env: { ...inherited, NODE_ENV: 'production', PUBLIC_URL: 'http://kyma.example', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let errors = '';
      child.stderr.on('data', (chunk: Buffer) => {
        errors += chunk.toString();
      });
      const [code] = (await once(child, 'exit')) as [number | null];
      expect(code).toBe(78);
      expect(errors).toMatch(/PAYMENT_PROVIDERS: must list the card providers/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the sandbox provider', () => {
  it('has no pages where it does not take payments', async () => {
    const { app } = await siteWith({ PAYMENT_PROVIDERS: 'cardlink', ...CARDLINK });
    const css = await request(app).get('/sandbox-payments/page.css');
    expect([css.status, css.text]).toEqual([404, 'page']);
  });

  it('tells a payment’s status only to whoever holds the signature it came back with', async () => {
    const { app, composition } = await siteWith({});
    const sandbox = composition.container.get(SandboxPaymentProvider);
    const payment = await sandbox.create({
      reference: 'KYMA-STATUS-1',
      amount: 4_250,
      currency: 'EUR',
      description: 'Piraeus to Ios',
      locale: 'en',
      customer: { email: 'a@kyma.test', fullName: 'A B', phone: '6912345678' },
      returnUrl: 'http://localhost:3000/payment-return/sandbox',
    });
    const returned = new URL((await sandbox.decide(payment.id, 'succeeded'))!);
    const signature = returned.searchParams.get('signature')!;
    const status = `/sandbox-payments/${payment.id}/status`;

    expect((await request(app).get(status)).status).toBe(404);
    expect((await request(app).get(status).query({ signature: 'forged' })).status).toBe(404);
    expect(
      (
        await request(app)
          .get(status)
          .query({ signature: signature.slice(1) })
      ).status,
    ).toBe(404);
    const signed = await request(app).get(status).query({ signature });
    expect(signed.status).toBe(200);
    expect(signed.body).toMatchObject({
      merchantReference: 'KYMA-STATUS-1',
      amount: 4_250,
      status: 'succeeded',
    });
  });

  it('takes the card posted on its hosted page as a form, and refuses a form past 4 KiB with 413', async () => {
    const { app, composition } = await siteWith({});
    const payment = await composition.container.get(SandboxPaymentProvider).create({
      reference: 'KYMA-FORM-1',
      amount: 1_000,
      currency: 'EUR',
      description: 'Piraeus to Naxos',
      locale: 'en',
      customer: { email: 'a@kyma.test', fullName: 'A B', phone: '6912345678' },
      returnUrl: 'http://localhost:3000/payment-return/sandbox',
    });
    const page = `/sandbox-payments/${payment.id}`;
    await request(app).post(page).type('form').send({ card: '1111', action: 'pay' }).expect(422);
    await request(app)
      .post(page)
      .type('form')
      .send(`card=${SANDBOX_CARDS.succeeds}&action=pay&pad=${'x'.repeat(4 * 1024)}`)
      .expect(413);
    const paid = await request(app)
      .post(page)
      .type('form')
      .send({ card: SANDBOX_CARDS.succeeds, action: 'pay' })
      .expect(303);
    expect(new URL(paid.headers.location!).searchParams.get('status')).toBe('succeeded');
  });
  it('words its hosted page in the payer’s language, the amount as that language writes it', async () => {
    const { app, composition } = await siteWith({});
    const payment = await composition.container.get(SandboxPaymentProvider).create({
      reference: 'KYMA-WORDS-1',
      amount: 123_450,
      currency: 'EUR',
      description: 'Piräus nach Naxos',
      locale: 'de',
      customer: { email: 'a@kyma.test', fullName: 'A B', phone: '6912345678' },
      returnUrl: 'http://localhost:3000/payment-return/sandbox',
    });
    const page = `/sandbox-payments/${payment.id}`;
    const shown = (await request(app).get(page).expect(200)).text.replaceAll('\u00a0', ' ');
    expect(shown).toContain('<title>Testzahlung</title>');
    expect(shown).toContain('Testumgebung: Es wird keine echte Karte belastet.');
    expect(shown).toContain('aria-label="Betrag">1.234,50 €</p>');
    expect(shown).toContain('Bezahlen 1.234,50 €</button>');
    const refused = await request(app)
      .post(page)
      .type('form')
      .send({ card: '1111', action: 'pay' })
      .expect(422);
    expect(refused.text).toContain('Verwenden Sie eine Testkarte: 4242 4242 4242 4242 (genehmigt)');
  });
});
