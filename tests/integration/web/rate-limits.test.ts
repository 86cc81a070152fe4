import { randomBytes, randomInt } from 'node:crypto';
import pino from 'pino';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '#config';
import { type Composition, compose } from '#container';
import { createApp } from '#web/server/app.ts';
import { createTestDatabase, type TestDatabase } from '../../support/test-database.ts';
import { TEST_CLOCK_ENV } from '../../support/test-today.ts';

const logger = pino({ level: 'silent' });
const account = {
  email: `owner-${randomBytes(4).toString('hex')}@kyma.test`,
  password: 'the-right-password-1',
};
let db: TestDatabase;
let composition: Composition;

beforeAll(async () => {
  db = await createTestDatabase();
  const config = loadConfig({
    ...TEST_CLOCK_ENV,
    DATABASE_URL: db.url,
    REDIS_URL: inject('redisUrl'),
    LOG_LEVEL: 'silent',
    SEED_CONTENT_ON_START: 'false',
    ADMIN_EMAIL: account.email,
    ADMIN_PASSWORD: account.password,
  });
  composition = await compose(config, logger);
  await composition.prepareStorage({ migrate: true });
});
afterAll(async () => {
  await composition.close();
  await db.destroy();
});

const site = (trustProxy: false | string[]) =>
  createApp({
    services: composition.services,
    logger,
    ssr: (_req, res) => {
      res.status(404).end();
    },
    development: false,
    publicUrl: 'http://kyma.test',
    frameAncestors: ["'self'"],
    trustProxy,
    isShuttingDown: () => false,
  });

const randomAddress = () => `198.51.${randomInt(255)}.${randomInt(1, 255)}`;
const login = (app: ReturnType<typeof site>, password: string, from: string) =>
  request(app).post('/api/auth/login').set('X-Forwarded-For', from).send({ email: account.email, password });

describe('sign-in limits that protect without locking anyone out', () => {
  it('stops a guesser after ten failures from their address, while the owner signs in from theirs', async () => {
    const app = site(['loopback']);
    const guesser = randomAddress();
    for (let attempt = 0; attempt < 10; attempt += 1) {
      await login(app, 'a-wrong-password', guesser).expect(401);
    }
    await login(app, 'a-wrong-password', guesser).expect(429);
    await login(app, account.password, guesser).expect(429);
    await login(app, account.password, randomAddress()).expect(200);
  });

  it('forgets failures once the right password is given', async () => {
    const app = site(['loopback']);
    const owner = randomAddress();
    for (let attempt = 0; attempt < 9; attempt += 1) await login(app, 'a-typo-password', owner).expect(401);
    await login(app, account.password, owner).expect(200);
    for (let attempt = 0; attempt < 9; attempt += 1) await login(app, 'a-typo-password', owner).expect(401);
    await login(app, account.password, owner).expect(200);
  });

  it('ignores X-Forwarded-For unless a proxy is trusted, so rotating it does not reset the count', async () => {
    const direct = site(false);
    const email = `nobody-${randomBytes(4).toString('hex')}@kyma.test`;
    const attempt = () =>
      request(direct)
        .post('/api/auth/login')
        .set('X-Forwarded-For', randomAddress())
        .send({ email, password: 'a-wrong-password' });
    for (let count = 0; count < 10; count += 1) expect((await attempt()).status).toBe(401);
    expect((await attempt()).status).toBe(429);
  });
});

describe('booking look-ups', () => {
  it('are limited per client address', async () => {
    const app = site(['loopback']);
    const from = randomAddress();
    const lookUp = (address: string) =>
      request(app)
        .get('/booking/retrieve-booking?order_code=KY000000&lang=en')
        .set('X-Forwarded-For', address);
    for (let count = 0; count < 30; count += 1) expect((await lookUp(from)).status).not.toBe(429);
    const limited = await lookUp(from).expect(429);
    expect(limited.body.error.message).toBe('Too many requests. Please wait a little and try again.');
    expect((await lookUp(randomAddress())).status).not.toBe(429);
  });
});
